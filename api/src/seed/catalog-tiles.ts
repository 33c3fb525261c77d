/** Top-level categories of the catalogue as the home page shows them (slug, title, artwork glyph). */
export const TOP_CATEGORIES = [
  { slug: 'elektroinstrument', title: 'Электроинструмент', glyph: 'drill' },
  { slug: 'ruchnoy-instrument', title: 'Ручной инструмент', glyph: 'wrench' },
  { slug: 'izmeritelnyy-instrument', title: 'Измерительный инструмент', glyph: 'ruler' },
  { slug: 'sadovaya-tekhnika', title: 'Садовая техника', glyph: 'leaf' },
  { slug: 'pnevmoinstrument', title: 'Пневмоинструмент', glyph: 'gauge' },
  { slug: 'svarochnoe-oborudovanie', title: 'Сварочное оборудование', glyph: 'bolt' },
  { slug: 'krepezh', title: 'Крепёж', glyph: 'screw' },
  { slug: 'sredstva-zashchity', title: 'Средства защиты', glyph: 'shield' },
  { slug: 'avtoinstrument', title: 'Автоинструмент', glyph: 'car' },
  { slug: 'khranenie-instrumenta', title: 'Хранение инструмента', glyph: 'box' },
] as const;

export const SELLERS = [
  { slug: 'garwin-official', title: 'GARWIN Официальный' },
  { slug: 'instrument-opt', title: 'ИнструментОпт' },
  { slug: 'promsnab', title: 'ПромСнаб' },
  { slug: 'sad-i-ogorod', title: 'Сад и Огород' },
  { slug: 'avtomaster', title: 'АвтоМастер' },
  { slug: 'tekhnopark', title: 'Технопарк Северо-Запад' },
] as const;
