// Supabase Edge Function: the digital guide unlock (site.yaml backend.functions.guide). GUIDE_PASSCODE is a secret.
import { serveFunction } from '../_shared/serve.ts';

serveFunction('guide');
