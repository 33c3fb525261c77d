import type { Brand } from '../brands.ts';

export interface ServiceCentre {
  city: string;
  address: string;
  phone: string;
  hours: string;
}

export interface Vacancy {
  title: string;
  city: string;
  salary: string;
  duties: string;
}

/** What differs between the markets' information pages: terms, places, people. */
export interface MarketFacts {
  founded: number;
  audience: string;
  freeDeliveryFrom: number;
  pickupPoints: number;
  warehouses: string[];
  expressCities: string[];
  deferralDays: number;
  returnDays: number;
  extendedWarrantyYears: number;
  serviceCentres: ServiceCentre[];
  vacancies: Vacancy[];
  hours: string;
}

const SPB_SERVICE: ServiceCentre = {
  city: 'Санкт-Петербург',
  address: 'Московский проспект, 212, вход со двора',
  phone: '+7 812 600-35-36',
  hours: 'Пн–Пт 9:00–19:00, Сб 10:00–16:00',
};
const MSK_SERVICE: ServiceCentre = {
  city: 'Москва',
  address: 'Варшавское шоссе, 33, строение 2',
  phone: '+7 495 120-35-36',
  hours: 'Пн–Пт 9:00–19:00',
};
const EKB_SERVICE: ServiceCentre = {
  city: 'Екатеринбург',
  address: 'улица Монтёров, 3, склад № 4',
  phone: '+7 343 300-35-36',
  hours: 'Пн–Сб 8:00–20:00',
};
const KAZAN_SERVICE: ServiceCentre = {
  city: 'Казань',
  address: 'проспект Победы, 91',
  phone: '+7 843 200-17-18',
  hours: 'Ежедневно 10:00–20:00',
};
const NSK_SERVICE: ServiceCentre = {
  city: 'Новосибирск',
  address: 'улица Станционная, 60/1, офис 12',
  phone: '+7 383 210-44-10',
  hours: 'Пн–Пт 9:00–18:00',
};
const MINSK_SERVICE: ServiceCentre = {
  city: 'Минск',
  address: 'улица Тимирязева, 65Б (партнёрский центр)',
  phone: '+375 17 388-12-40',
  hours: 'Пн–Пт 9:00–18:00',
};
const ALMATY_SERVICE: ServiceCentre = {
  city: 'Алматы',
  address: 'проспект Райымбека, 348 (партнёрский центр)',
  phone: '+7 727 355-20-16',
  hours: 'Пн–Пт 9:00–18:00',
};

const sales = (city: string, salary: string): Vacancy => ({
  title: 'Менеджер по работе с корпоративными клиентами',
  city,
  salary,
  duties: 'ведение базы клиентов, подготовка коммерческих предложений, сопровождение сделок',
});
const storekeeper = (city: string, salary: string): Vacancy => ({
  title: 'Кладовщик-комплектовщик',
  city,
  salary,
  duties: 'приёмка и комплектация заказов, работа с ТСД, график 2/2',
});
const repairer = (city: string, salary: string): Vacancy => ({
  title: 'Мастер по ремонту электроинструмента',
  city,
  salary,
  duties: 'диагностика и ремонт инструмента, оформление гарантийных случаев',
});

/** The facts of each market theme; the white-label market takes a modest set. */
export function factsFor(brand: Brand): MarketFacts {
  switch (brand.theme) {
    case 'garwin':
      return {
        founded: 2008,
        audience: 'мастеров, строительных бригад и промышленных предприятий',
        freeDeliveryFrom: 5000,
        pickupPoints: 4200,
        warehouses: ['Санкт-Петербург', 'Москва', 'Екатеринбург'],
        expressCities: ['Санкт-Петербург', 'Москва'],
        deferralDays: 30,
        returnDays: 30,
        extendedWarrantyYears: 3,
        serviceCentres: [SPB_SERVICE, MSK_SERVICE, EKB_SERVICE, NSK_SERVICE, MINSK_SERVICE],
        vacancies: [
          sales('Санкт-Петербург', 'от 90 000 ₽ + бонус'),
          storekeeper('Екатеринбург', 'от 62 000 ₽'),
          repairer('Москва', 'от 85 000 ₽'),
        ],
        hours: 'ежедневно с 8:00 до 22:00 по московскому времени',
      };
    case 'sprout':
      return {
        founded: 2015,
        audience: 'дачников, домашних мастеров и садовых хозяйств',
        freeDeliveryFrom: 5000,
        pickupPoints: 3100,
        warehouses: ['Красногорск', 'Казань'],
        expressCities: ['Москва', 'Казань'],
        deferralDays: 14,
        returnDays: 14,
        extendedWarrantyYears: 3,
        serviceCentres: [MSK_SERVICE, KAZAN_SERVICE, SPB_SERVICE],
        vacancies: [
          {
            title: 'Консультант по садовой технике',
            city: 'Красногорск',
            salary: 'от 70 000 ₽',
            duties: 'консультации покупателей в чате и по телефону, подбор техники для участка',
          },
          storekeeper('Казань', 'от 55 000 ₽'),
        ],
        hours: 'ежедневно с 9:00 до 21:00 по московскому времени',
      };
    case 'ipr':
      return {
        founded: 2005,
        audience: 'промышленных предприятий, подрядчиков и государственных заказчиков',
        freeDeliveryFrom: 5000,
        pickupPoints: 900,
        warehouses: ['Екатеринбург', 'Москва'],
        expressCities: ['Екатеринбург'],
        deferralDays: 60,
        returnDays: 14,
        extendedWarrantyYears: 3,
        serviceCentres: [EKB_SERVICE, MSK_SERVICE, NSK_SERVICE, ALMATY_SERVICE],
        vacancies: [
          sales('Екатеринбург', 'от 110 000 ₽ + бонус'),
          {
            title: 'Инженер по сварочному оборудованию',
            city: 'Екатеринбург',
            salary: 'от 120 000 ₽',
            duties: 'пусконаладка сварочных постов на площадке заказчика, обучение персонала',
          },
          storekeeper('Москва', 'от 65 000 ₽'),
        ],
        hours: 'по будням с 8:00 до 18:00 по екатеринбургскому времени',
      };
    case 'licota':
      return {
        founded: 2017,
        audience: 'автосервисов, шиномонтажей и гаражных мастеров',
        freeDeliveryFrom: 5000,
        pickupPoints: 2600,
        warehouses: ['Москва', 'Санкт-Петербург'],
        expressCities: ['Москва', 'Санкт-Петербург'],
        deferralDays: 21,
        returnDays: 14,
        extendedWarrantyYears: 3,
        serviceCentres: [MSK_SERVICE, SPB_SERVICE, KAZAN_SERVICE],
        vacancies: [
          sales('Москва', 'от 95 000 ₽ + бонус'),
          {
            title: 'Специалист по оснащению автосервисов',
            city: 'Москва',
            salary: 'от 100 000 ₽',
            duties: 'выезды к клиентам, подбор подъёмников и шиномонтажного оборудования',
          },
        ],
        hours: 'по будням с 9:00 до 20:00, в субботу с 10:00 до 16:00 по московскому времени',
      };
    case 'product':
      return {
        founded: 2019,
        audience: 'профессионалов и частных мастеров',
        freeDeliveryFrom: 5000,
        pickupPoints: 1800,
        warehouses: ['Санкт-Петербург'],
        expressCities: ['Санкт-Петербург'],
        deferralDays: 14,
        returnDays: 14,
        extendedWarrantyYears: 3,
        serviceCentres: [SPB_SERVICE, MSK_SERVICE],
        vacancies: [storekeeper('Санкт-Петербург', 'от 58 000 ₽')],
        hours: 'по будням с 9:00 до 19:00 по московскому времени',
      };
  }
}
