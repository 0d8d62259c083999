import type { Group } from './families.ts';

type Pair = [string, string];

/** The description copy each group of products shares: a paragraph and a few points. */
export const GROUP_COPY: Record<Group, { about: Pair; points: Pair[] }> = {
  wax: {
    about: [
      '공방에서 직접 태워 보고 고른 왁스입니다. 녹는점과 향 발향을 확인한 로트만 입고합니다.',
      'A wax we burn-tested in our studio; we stock only lots whose melt point and scent throw we have checked.',
    ],
    points: [
      ['권장 향료 함량 6~10%', 'Fragrance load 6–10%'],
      ['직사광선을 피해 서늘한 곳에 보관', 'Store somewhere cool, out of direct sunlight'],
      ['공방 대량 구매 견적 가능', 'Bulk quotes for studios'],
    ],
  },
  wick: {
    about: [
      '용기 지름에 맞는 심지를 고르면 그을음 없이 고르게 녹습니다. 상세 이미지의 심지 가이드를 참고하세요.',
      'Pick the wick for your jar diameter and the candle melts evenly without soot; see the wick guide in the pictures.',
    ],
    points: [
      ['왁스 코팅 완료, 바로 사용', 'Pre-waxed, ready to use'],
      ['소이·코코넛 왁스에 적합', 'Made for soy and coconut wax'],
    ],
  },
  fragrance: {
    about: [
      'IFRA 기준에 맞춘 캔들·디퓨저 겸용 프래그런스 오일입니다. 요청 시 IFRA 인증서와 MSDS를 보내 드립니다.',
      'An IFRA-compliant fragrance oil for candles and diffusers; we send the IFRA certificate and SDS on request.',
    ],
    points: [
      ['캔들 6~10%, 디퓨저 15~25% 권장', 'Candles 6–10%, diffusers 15–25%'],
      ['인화점 70°C 이상', 'Flash point above 70°C'],
      ['시향지 동봉', 'Scent strip included'],
    ],
  },
  essential: {
    about: [
      '원산지와 추출 부위를 확인한 100% 퓨어 오일입니다. 아로마 블렌딩과 천연 캔들에 사용하세요.',
      'A 100% pure oil of known origin and plant part, for aroma blends and natural candles.',
    ],
    points: [
      ['차광 유리병 포장', 'Packed in amber glass'],
      ['원액을 피부에 직접 사용하지 마세요', 'Do not apply undiluted to skin'],
    ],
  },
  'diffuser-supply': {
    about: [
      '발향이 좋은 디퓨저를 위한 재료입니다. 베이스와 향료는 8:2 비율에서 시작해 보세요.',
      'Supplies for diffusers that carry their scent well; start with base and fragrance at 8:2.',
    ],
    points: [
      ['무색·저자극 원료', 'Clear, low-irritation ingredients'],
      ['한 달에 한 번 리드 교체 권장', 'Change the reeds once a month'],
    ],
  },
  vessel: {
    about: [
      '캔들과 디퓨저를 담기 좋은 용기입니다. 내열 유리와 식품 등급 틴만 사용합니다.',
      'Vessels for candles and diffusers, in heat-resistant glass and food-grade tin.',
    ],
    points: [
      ['사용 전 깨끗이 세척 후 건조', 'Wash and dry before use'],
      ['박스 단위 대량 구매 할인', 'Discounts by the box'],
    ],
  },
  mold: {
    about: [
      '표면이 매끈하게 나오는 몰드입니다. 이형제 없이도 잘 빠집니다.',
      'A mould that gives a smooth finish and releases without spray.',
    ],
    points: [
      ['내열 온도 200°C', 'Heat resistant to 200°C'],
      ['석고·레진·비누에도 사용 가능', 'Also for plaster, resin and soap'],
    ],
  },
  colour: {
    about: ['적은 양으로도 선명하게 발색되는 캔들 전용 색소입니다.', 'Candle colours that go a long way.'],
    points: [
      ['왁스 1kg당 0.1~0.5g 권장', '0.1–0.5 g per kg of wax'],
      ['소이왁스는 굳으면 한 톤 옅어집니다', 'Soy wax sets a shade lighter'],
    ],
  },
  tool: {
    about: [
      '공방에서 매일 쓰는 도구입니다. 오래 써도 변형이 적습니다.',
      'Tools we use every day in the studio, built to last.',
    ],
    points: [
      ['사용 후 키친타월로 닦아 보관', 'Wipe with a paper towel after use'],
      ['1년 무상 A/S', 'One-year warranty'],
    ],
  },
  candle: {
    about: [
      '에반스캔들 공방에서 소량씩 붓고 2주 이상 숙성한 캔들입니다.',
      'Poured in small batches in the Evans Candle studio and cured for at least two weeks.',
    ],
    points: [
      [
        '첫 사용 시 표면 전체가 녹을 때까지 2~3시간 연소',
        'Burn 2–3 hours the first time, until the whole surface melts',
      ],
      ['심지는 5mm로 다듬어 사용', 'Keep the wick trimmed to 5 mm'],
      ['선물 포장 가능', 'Gift wrapping available'],
    ],
  },
  diffuser: {
    about: [
      '공방에서 직접 블렌딩한 향을 담았습니다. 리드를 뒤집으면 향이 다시 진해집니다.',
      'Filled with a scent blended in our studio; flip the reeds to bring the scent back.',
    ],
    points: [
      ['발향 기간 약 6~8주', 'Lasts about 6–8 weeks'],
      ['가구 표면에 흘리지 않도록 주의', 'Keep spills off furniture'],
    ],
  },
  kit: {
    about: [
      '처음 만드는 분도 실패 없이 완성할 수 있도록 재료와 설명서를 한 상자에 담았습니다.',
      'Everything in one box, with instructions, so your first try works.',
    ],
    points: [
      ['상세 설명서와 영상 가이드 QR 포함', 'Printed guide and a video QR code'],
      ['어린이는 보호자와 함께 사용', 'Children should make it with an adult'],
    ],
  },
  plaster: {
    about: ['불을 쓰지 않는 향기 오브제를 만드는 재료입니다.', 'Supplies for scented objects that need no flame.'],
    points: [
      ['석고와 물은 10:4 비율', 'Plaster and water at 10:4'],
      ['습기를 피해 밀봉 보관', 'Keep sealed and dry'],
    ],
  },
  book: {
    about: ['에반스캔들과 TSSA 강사진이 쓴 책입니다.', 'Written by Evans Candle and the TSSA teachers.'],
    points: [['전국 서점과 에반스캔들에서 판매', 'Sold in bookshops and at Evans Candle']],
  },
};
