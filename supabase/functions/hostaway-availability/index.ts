// Supabase Edge Function: the booking calendar's availability (site.yaml backend.functions.availability).
import { serveFunction } from '../_shared/serve.ts';

serveFunction('availability');
