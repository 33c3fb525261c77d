import { describe, expect, it } from 'vitest';
import { isValidName } from './person-name.ts';

describe('name rule', () => {
  it.each(['', 'Иван', 'ivan', "O'Neil", 'Римский-Корсаков', 'Анна Мария', 'Ёж'])(
    'accepts %j',
    (name) => expect(isValidName(name)).toBe(true),
  );
  it.each(['И', 'Иван3', '-Иван', 'Иван-', 'Анна Мария Луиза', 'Иван  Петров', 'а'.repeat(31)])(
    'refuses %j',
    (name) => expect(isValidName(name)).toBe(false),
  );
});
