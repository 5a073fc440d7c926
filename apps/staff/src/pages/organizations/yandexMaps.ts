/** Where Яндекс.Карты shows an address: its search for the address text. */
export function yandexMapsUrl(address: string): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(address.trim())}`;
}
