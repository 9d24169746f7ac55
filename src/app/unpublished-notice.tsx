import { styled } from 'styled-components';

// Only `npm run dev` and a preview build render a page that is not published yet; this says so
// on it, so that nobody reviewing a preview takes a draft for the live site.
const Notice = styled.p`
  position: fixed;
  top: calc(var(--nav-h) + 8px);
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  max-width: calc(100vw - 24px);
  margin: 0;
  padding: 8px 16px;
  border-radius: 999px;
  background: #5c3d00;
  color: #fff;
  font-size: 0.9rem;
  font-weight: 600;
  box-shadow: 0 4px 14px rgb(0 0 0 / 25%);
`;

export function UnpublishedNotice({ state }: { state: string }) {
  return <Notice role="note">{`Not published: this page is ${state}. Only the dev server and previews show it.`}</Notice>;
}
