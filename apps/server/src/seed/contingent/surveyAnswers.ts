/**
 * Answers to the school-portal questionnaire (анкетирование МЭШ) for the applicants who filled it
 * in: five to eight questions about plans, interests and preferred industries, answered the way
 * the rest of their record says (their intents, their industries, how they heard of colleges).
 */
import { INDUSTRIES, INFORMATION_SOURCES, INTENTS, type Industry, type InformationSource, type Intent } from '@abitura/contracts/vocabulary';
import type { Random } from '../prng.js';

export interface SurveyAnswer {
  question: string;
  answer: string;
}

export interface SurveySubject {
  readonly intents: readonly Intent[];
  readonly industries: readonly Industry[];
  readonly informationSource: InformationSource;
  readonly attendedEvent: boolean;
}

const label = <T extends string>(list: ReadonlyArray<{ value: T; label: string }>, value: T): string => list.find((entry) => entry.value === value)?.label ?? value;

const SUBJECTS = ['Математика', 'Информатика', 'Русский язык', 'Литература', 'История', 'Обществознание', 'Биология', 'Химия', 'Физика', 'География', 'Английский язык', 'Технология', 'Изобразительное искусство', 'Физическая культура'];
const HOBBIES = ['программирование', 'рисование', 'футбол', 'музыка, играю на гитаре', 'фотография', 'кулинария', 'робототехника', 'танцы', 'чтение', 'видеомонтаж', 'волонтёрство', 'моделирование', 'компьютерные игры', 'плавание', 'шахматы'];
const PRIORITIES = ['Востребованная профессия и хорошая зарплата', 'Бюджетные места', 'Близость к дому', 'Практика у работодателей', 'Интересные мастерские и оборудование', 'Возможность потом поступить в вуз', 'Отзывы знакомых о колледже'];
const PARENTS = ['Да, родители поддерживают мой выбор', 'Да, но мнения пока расходятся', 'Ещё не обсуждали', 'Родители советуют идти в 10 класс'];

type Question = { readonly question: string; answer(random: Random, subject: SurveySubject): string };

/** The questionnaire in its order; the plan question and the industry question are always asked. */
const QUESTIONS: readonly Question[] = [
  { question: 'Что вы планируете делать после окончания текущего учебного года?', answer: (_, s) => s.intents.map((intent) => label(INTENTS, intent)).join('; ') },
  { question: 'Какие направления профессий вам интересны?', answer: (_, s) => s.industries.map((industry) => label(INDUSTRIES, industry)).join(', ') },
  { question: 'Какие школьные предметы вам нравятся больше всего?', answer: (random) => random.shuffle(SUBJECTS).slice(0, random.int(1, 3)).join(', ') },
  { question: 'Чем вы увлекаетесь в свободное время?', answer: (random) => random.shuffle(HOBBIES).slice(0, random.int(1, 2)).join(', ') },
  { question: 'Что для вас важнее всего при выборе колледжа?', answer: (random) => random.pick(PRIORITIES) },
  { question: 'Бывали ли вы на днях открытых дверей или фестивалях колледжей?', answer: (random, s) => (s.attendedEvent ? 'Да, был(а) на дне открытых дверей' : random.pick(['Пока нет, планирую', 'Нет', 'Смотрел(а) онлайн-трансляцию'])) },
  { question: 'Обсуждали ли вы выбор профессии с родителями?', answer: (random) => random.pick(PARENTS) },
  { question: 'Хотели бы вы пройти профессиональные пробы в колледже?', answer: (random, s) => (random.chance(0.7) ? `Да, по направлению «${label(INDUSTRIES, s.industries[0] ?? 'it')}»` : 'Пока не знаю') },
  { question: 'Откуда вы узнали о колледжах Москвы?', answer: (_, s) => label(INFORMATION_SOURCES, s.informationSource) },
];

/** Five to eight answered questions, in questionnaire order. */
export function planSurveyAnswers(random: Random, subject: SurveySubject): SurveyAnswer[] {
  const [plans, industries, ...rest] = QUESTIONS as [Question, Question, ...Question[]];
  const asked = new Set(random.shuffle(rest).slice(0, random.int(3, 6)));
  return [plans, industries, ...rest.filter((question) => asked.has(question))].map((question) => ({ question: question.question, answer: capitalize(question.answer(random, subject)) }));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
