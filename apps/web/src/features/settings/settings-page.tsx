import './settings.css';
import { PAGE_TITLES } from '@/config/messages';
import { SETTINGS_SECTIONS } from './settings-sections';

/** `/settings`: what the student hears, shares and keeps, apart from the profile they show. */
export default function SettingsPage() {
  return (
    <div className="page narrow settings-page">
      <h1 tabIndex={-1}>{PAGE_TITLES.settings}</h1>
      {SETTINGS_SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </div>
  );
}
