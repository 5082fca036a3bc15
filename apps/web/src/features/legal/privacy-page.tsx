import { PRIVACY } from '@/config/legal.messages';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return <LegalPage {...PRIVACY} />;
}
