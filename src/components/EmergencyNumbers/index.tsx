/**
 * <EmergencyNumbers />: the one paragraph with the short emergency numbers that several pages
 * show (home, /apartment/utilities, /services/medicine, /other/links), so that it cannot drift
 * from page to page (issue #28 §5). Which facts back which number:
 * - 103, the state ambulance: facts/services/medicine.md «Ambulance»;
 * - 1154 (electricity network) and 1104 (the city gas service «Горгаз»): facts/apartment/utilities.md;
 * - 101, 102 and 104: only a writer's lead in facts/apartment/utilities.md and facts/other/links.md
 *   («verify»), so the text says they are not confirmed officially and where to ask.
 * Each number is named the way tests/content/canonical.ts (SHORT_NUMBERS) wants it; the unit test
 * checks that, and tests/content/emergency.test.ts that pages use this block instead of their own text.
 */
import Phone from '@site/src/components/Phone';

export default function EmergencyNumbers() {
  return (
    <p data-emergency-numbers="">
      Скорая помощь — <Phone number="103" />. В Самарканде у электросети свой короткий номер — <Phone number="1154" />,
      у городской газовой службы «Горгаз» — <Phone number="1104" />. Общие номера по стране — <Phone number="101" />{' '}
      (пожарная служба), <Phone number="102" /> (полиция) и <Phone number="104" /> (аварийная газовая служба) — не
      подтверждены официально: сохраните их и уточните у арендодателя или в махалле, совете вашего квартала.
    </p>
  );
}
