import { section, type PageContext, type PageSeed } from './types.ts';

export function aboutPage({ brand, company, facts }: PageContext): PageSeed {
  return {
    slug: 'about',
    title: `О ${brand.name}`,
    description: `${brand.name} с ${facts.founded} года: ${brand.tagline.toLowerCase()} для ${facts.audience}. Склады, сервис и гарантия.`,
    keywords: `${brand.name}, о магазине, история, склады`,
    sections: [
      section(null, [
        ...company.about(brand.name),
        `Мы работаем с ${facts.founded} года и помогаем оснастить работу ${facts.audience}.`,
      ]),
      section(
        'Почему выбирают нас',
        [],
        [
          `собственные склады: ${facts.warehouses.join(', ')}`,
          'только оригинальная продукция от производителей и официальных дистрибьюторов',
          `расширенная гарантия до ${facts.extendedWarrantyYears} лет и собственный сервис`,
          'цены и условия для юридических лиц по договору',
        ],
      ),
      section('Реквизиты и офисы', [
        `${company.legalName}. Реквизиты, адреса офисов и форма обратной связи — на странице компании.`,
      ]),
    ],
    links: [
      { title: 'Реквизиты и офисы', url: '/company' },
      { title: 'Вакансии', url: '/vacancies' },
      { title: 'Контакты', url: '/contacts' },
    ],
  };
}

export function corporatePage({ brand, facts, salesEmail }: PageContext): PageSeed {
  return {
    slug: 'corporate',
    title: 'Юридическим лицам',
    description: `${brand.name} для бизнеса: работа по договору, отсрочка платежа до ${facts.deferralDays} дней, персональный менеджер и закрывающие документы через ЭДО.`,
    keywords: 'юридическим лицам, оптом, по безналичному расчёту, отсрочка платежа, ЭДО',
    sections: [
      section(null, [
        'Компании и индивидуальные предприниматели покупают у нас по безналичному расчёту с НДС. Добавьте компанию по ИНН в личном кабинете — цены и условия договора подтянутся автоматически.',
      ]),
      section(
        'Что мы предлагаем',
        [],
        [
          'персональные цены и скидки от объёма закупок',
          `отсрочка платежа до ${facts.deferralDays} дней по договору поставки`,
          'несколько пользователей и ролей в одном аккаунте компании',
          'центры затрат и согласование заказов внутри компании',
          'закрывающие документы в ЭДО: Диадок и СБИС',
          'коммерческое предложение под проект за один рабочий день',
        ],
      ),
      section('Как начать', [
        `Зарегистрируйтесь на сайте и добавьте компанию по ИНН в разделе «Мои компании». Для заключения договора напишите на ${salesEmail} — менеджер свяжется с вами в течение рабочего дня.`,
        'Юридические лица из Казахстана и Беларуси оформляют заказы через отдел продаж по той же почте.',
      ]),
    ],
    links: [
      { title: 'Оплата по счёту', url: '/payment' },
      { title: 'Реквизиты компании', url: '/company' },
    ],
  };
}

export function vacanciesPage({ brand, facts, email }: PageContext): PageSeed {
  return {
    slug: 'vacancies',
    title: 'Вакансии',
    description: `Работа в ${brand.name}: открытые вакансии в городах ${[...new Set(facts.vacancies.map((v) => v.city))].join(', ')}. Официальное оформление и обучение.`,
    keywords: `вакансии ${brand.name}, работа, карьера`,
    sections: [
      section(null, [
        `Мы растём и ищем людей, которые разбираются в инструменте или хотят в нём разобраться. Официальное оформление по ТК РФ, обучение за счёт компании, скидка сотрудника на весь ассортимент.`,
      ]),
      ...facts.vacancies.map((v) =>
        section(`${v.title}, ${v.city}`, [`Зарплата ${v.salary}. Задачи: ${v.duties}.`]),
      ),
      section('Как откликнуться', [
        `Пришлите резюме на ${email} с названием вакансии в теме письма. Мы отвечаем каждому кандидату в течение 5 рабочих дней.`,
      ]),
    ],
    links: [{ title: `О ${brand.name}`, url: '/about' }],
  };
}

export function contactsPage({ brand, company, facts, email, salesEmail }: PageContext): PageSeed {
  return {
    slug: 'contacts',
    title: 'Контакты',
    description: `Контакты ${brand.name}: телефон ${brand.phone}, почта ${email}, адреса офисов и складов.`,
    keywords: `контакты ${brand.name}, телефон, адрес, почта`,
    sections: [
      section(
        null,
        [`Горячая линия работает ${facts.hours}.`],
        [
          `Телефон: ${brand.phone} (бесплатно по России)`,
          `Почта для покупателей: ${email}`,
          `Отдел продаж для компаний: ${salesEmail}`,
        ],
      ),
      section(
        'Офисы и склады',
        [],
        company.offices.map((o) => `${o.title}: ${o.address}, ${o.phone}, ${o.hours}`),
      ),
      section('Юридический адрес', [`${company.legalName}, ${company.legalAddress}`]),
    ],
    links: [
      { title: 'Офисы на карте и форма обратной связи', url: '/company' },
      { title: 'Сервисные центры', url: '/service-centers' },
    ],
  };
}

export function serviceCentresPage({ brand, facts }: PageContext): PageSeed {
  return {
    slug: 'service-centers',
    title: 'Сервисные центры',
    description: `Сервисные центры ${brand.name} в городах ${facts.serviceCentres.map((c) => c.city).join(', ')}: гарантийный и платный ремонт инструмента.`,
    keywords: 'сервисный центр, ремонт инструмента, гарантийный ремонт, запчасти',
    sections: [
      section(null, [
        'В сервисных центрах принимают инструмент на гарантийный и платный ремонт, проводят диагностику, техническое обслуживание и продают оригинальные запчасти. Диагностика по гарантии бесплатна; срок ремонта — до 14 дней.',
        'Из других городов инструмент можно отправить в ремонт через любой пункт выдачи: доставка до сервиса и обратно по гарантии бесплатна.',
      ]),
      ...facts.serviceCentres.map((c) =>
        section(
          c.city,
          [],
          [`Адрес: ${c.address}`, `Телефон: ${c.phone}`, `Часы работы: ${c.hours}`],
        ),
      ),
    ],
    links: [
      { title: 'Гарантия', url: '/warranty' },
      { title: 'Контакты', url: '/contacts' },
    ],
  };
}
