// The per-icon modules lucide-react ships beside its index (src/components/lucide-icons.ts).
declare module 'lucide-react/dist/esm/icons/*.js' {
  const icon: import('lucide-react').LucideIcon;
  export default icon;
}
