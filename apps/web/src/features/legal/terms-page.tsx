import { TERMS } from '@/config/legal.messages';
import { LegalPage } from './legal-page';

export default function TermsPage() {
  return <LegalPage {...TERMS} />;
}
