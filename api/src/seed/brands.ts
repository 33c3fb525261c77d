/** The five market brands: ids, names, colours (hues for generated artwork) and regional details. */
export interface Brand {
  id: string;
  theme: 'garwin' | 'sprout' | 'ipr' | 'licota' | 'product';
  name: string;
  hue: number;
  accent: number;
  domain: string;
  phone: string;
  geolocation: boolean;
  strategies: ('EMAIL' | 'SMS')[];
  requiredForCart: string[];
  tagline: string;
}

export function brands(product: { id: string; name: string }): Brand[] {
  return [
    {
      id: 'garwin',
      theme: 'garwin',
      name: 'GARWIN',
      hue: 22,
      accent: 210,
      domain: 'garwin.ru',
      phone: '8 800 555-35-35',
      geolocation: true,
      strategies: ['EMAIL', 'SMS'],
      requiredForCart: [],
      tagline: 'Профессиональный инструмент и оснастка',
    },
    {
      id: 'sprout',
      theme: 'sprout',
      name: 'Sprout',
      hue: 130,
      accent: 45,
      domain: 'sprout.ru',
      phone: '8 800 200-17-17',
      geolocation: true,
      strategies: ['SMS', 'EMAIL'],
      // a visitor signs in before adding to the cart (the spec's DISALLOW:ADD_CART)
      requiredForCart: ['AUTH'],
      tagline: 'Инструмент для дома, сада и мастерской',
    },
    {
      id: 'ipr',
      theme: 'ipr',
      name: 'IPR',
      hue: 212,
      accent: 30,
      domain: 'ipr.ru',
      phone: '8 800 301-22-44',
      geolocation: false,
      strategies: ['EMAIL'],
      requiredForCart: ['AUTH'],
      tagline: 'Промышленное оборудование для предприятий',
    },
    {
      id: 'licota',
      theme: 'licota',
      name: 'Licota',
      hue: 354,
      accent: 200,
      domain: 'licota.ru',
      phone: '8 800 707-12-12',
      geolocation: true,
      strategies: ['SMS'],
      requiredForCart: [],
      tagline: 'Автомобильный и слесарный инструмент',
    },
    {
      id: product.id,
      theme: 'product',
      name: product.name,
      hue: 265,
      accent: 170,
      domain: `${product.id}.ru`,
      phone: '8 800 100-00-00',
      geolocation: false,
      strategies: ['EMAIL', 'SMS'],
      requiredForCart: [],
      tagline: 'Инструмент и расходные материалы',
    },
  ];
}
