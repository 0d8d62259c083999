import type { Placement } from './images/posters.ts';

type Pair = [string, string];

/** A DIY guide: real making instructions, and the objects on its cover picture. */
export type Guide = {
  slug: string;
  title: Pair;
  summary: Pair;
  level: Pair;
  time: Pair;
  intro: Pair;
  materials: Pair[];
  steps: Pair[];
  tips: Pair[];
  /** An optional reference table: header row, then rows. */
  table?: { caption: Pair; head: Pair[]; rows: Pair[][] };
  cover: Placement[];
};

const at = (kind: Placement['kind'], variant: number, x: number, scale = 0.75): Placement => ({
  kind,
  variant,
  x,
  y: 705,
  scale,
});

export const GUIDES: Guide[] = [
  {
    slug: 'soy-container-candle',
    title: ['소이 컨테이너 캔들 만들기', 'Making a soy container candle'],
    summary: ['처음 만드는 분도 실패 없는 기본 캔들', 'The basic candle anyone can get right the first time'],
    level: ['쉬움', 'Easy'],
    time: ['1시간 (숙성 48시간)', '1 hour (48 hours to cure)'],
    intro: [
      '소이왁스와 유리 용기, 심지와 향료만 있으면 집에서도 공방 못지않은 캔들을 만들 수 있습니다. 온도만 지키면 표면이 매끈하고 향이 잘 퍼집니다.',
      'With soy wax, a glass jar, a wick and a fragrance you can make a studio-quality candle at home. Keep to the temperatures and you get a smooth top and a good scent throw.',
    ],
    materials: [
      ['컨테이너용 소이왁스 (골든브랜즈 464) 180g', 'Container soy wax (Golden Brands 464) 180 g'],
      ['프래그런스 오일 18g (왁스 대비 10%)', 'Fragrance oil 18 g (10% of the wax)'],
      ['코튼 심지 CD-10과 심지 스티커', 'A CD-10 cotton wick and a wick sticker'],
      ['유리 캔들 용기 200ml', 'A 200 ml glass candle jar'],
      ['비커, 온도계, 저울, 심지 홀더', 'A pitcher, thermometer, scale and wick holder'],
    ],
    steps: [
      [
        '<strong>계량</strong>: 저울에 비커를 올리고 소이왁스 180g을 담습니다.',
        '<strong>Weigh</strong>: put the pitcher on the scale and add 180 g of soy wax.',
      ],
      [
        '<strong>녹이기</strong>: 핫플레이트나 중탕으로 80~85°C까지 완전히 녹입니다.',
        '<strong>Melt</strong>: melt it completely to 80–85°C on a hot plate or in a double boiler.',
      ],
      [
        '<strong>심지 고정</strong>: 심지 탭 밑에 스티커를 붙여 용기 바닥 정중앙에 누릅니다.',
        '<strong>Fix the wick</strong>: stick the wick tab to the exact centre of the jar.',
      ],
      [
        '<strong>향료 넣기</strong>: 왁스가 70~75°C로 식으면 향료를 넣고 2분 동안 천천히 저어 줍니다.',
        '<strong>Add fragrance</strong>: at 70–75°C add the oil and stir gently for two minutes.',
      ],
      [
        '<strong>붓기</strong>: 55~60°C에서 용기 벽을 따라 천천히 붓고 심지 홀더로 심지를 세웁니다.',
        '<strong>Pour</strong>: at 55–60°C pour slowly down the side of the jar and hold the wick upright.',
      ],
      [
        '<strong>굳히기</strong>: 바람이 없는 실온에서 24시간 굳힙니다. 냉장고에 넣으면 표면이 갈라집니다.',
        '<strong>Set</strong>: leave 24 hours at room temperature away from drafts; a fridge cracks the top.',
      ],
      [
        '<strong>마무리</strong>: 심지를 5mm로 자르고 48시간 이상 숙성한 뒤 사용합니다.',
        '<strong>Finish</strong>: trim the wick to 5 mm and cure for at least 48 hours before burning.',
      ],
    ],
    tips: [
      [
        '용기를 드라이어로 살짝 데워 두면 벽면 기포(웻 스팟)가 줄어듭니다.',
        'Warm the jar with a hair dryer to reduce wet spots.',
      ],
      [
        '처음 태울 때는 표면 전체가 녹을 때까지 2~3시간 켜 두어야 터널링이 생기지 않습니다.',
        'On the first burn, let the whole surface melt (2–3 hours) to avoid tunnelling.',
      ],
    ],
    table: {
      caption: ['용기 지름별 추천 심지', 'Wick by jar diameter'],
      head: [
        ['용기 지름', 'Jar diameter'],
        ['추천 심지', 'Suggested wick'],
      ],
      rows: [
        [
          ['5~6cm', '5–6 cm'],
          ['CD-8 / ECO-4', 'CD-8 / ECO-4'],
        ],
        [
          ['7cm', '7 cm'],
          ['CD-10 / ECO-8', 'CD-10 / ECO-8'],
        ],
        [
          ['8~9cm', '8–9 cm'],
          ['CD-14 / ECO-12', 'CD-14 / ECO-12'],
        ],
      ],
    },
    cover: [at('wax', 0, 300, 1.08), at('jar-candle', 0, 620, 1.32), at('dropper', 0, 900, 1.08)],
  },
  {
    slug: 'reed-diffuser',
    title: ['리드 디퓨저 만들기', 'Making a reed diffuser'],
    summary: ['10분이면 완성하는 집들이 선물', 'A housewarming gift in ten minutes'],
    level: ['아주 쉬움', 'Very easy'],
    time: ['10분', '10 minutes'],
    intro: [
      '디퓨저 베이스에 좋아하는 향료를 섞어 병에 담고 리드만 꽂으면 됩니다. 비율만 기억하면 누구나 만들 수 있어요.',
      'Mix your favourite fragrance into a diffuser base, bottle it and add reeds. Remember the ratio and anyone can do it.',
    ],
    materials: [
      ['디퓨저 베이스 80ml', 'Diffuser base 80 ml'],
      ['프래그런스 오일 20ml', 'Fragrance oil 20 ml'],
      ['디퓨저 병 100ml와 캡', 'A 100 ml diffuser bottle with cap'],
      ['라탄 리드 스틱 5~7개', '5–7 rattan reeds'],
      ['비커와 유리 막대', 'A beaker and a glass rod'],
    ],
    steps: [
      [
        '비커에 베이스 80ml와 향료 20ml를 <strong>4:1</strong> 비율로 담습니다.',
        'Pour 80 ml of base and 20 ml of fragrance into the beaker, <strong>4:1</strong>.',
      ],
      ['유리 막대로 1분 동안 저어 완전히 섞습니다.', 'Stir for a minute with the glass rod until fully mixed.'],
      ['깔때기를 이용해 디퓨저 병에 옮겨 담습니다.', 'Funnel it into the diffuser bottle.'],
      ['라벨을 붙이고 리드를 꽂습니다.', 'Label the bottle and add the reeds.'],
      ['하루 뒤 리드를 한 번 뒤집어 향을 깨웁니다.', 'Flip the reeds once the next day to wake the scent.'],
    ],
    tips: [
      ['향을 더 진하게 하려면 향료 비율을 25%까지 높여도 됩니다.', 'For a stronger scent, raise the fragrance to 25%.'],
      ['리드는 한 달에 한 번 새것으로 바꿔 주세요.', 'Replace the reeds once a month.'],
    ],
    cover: [at('diffuser', 2, 420, 1.12), at('reeds', 0, 760, 0.97), at('base-bottle', 2, 1070, 0.93)],
  },
  {
    slug: 'wax-tablet',
    title: ['왁스 타블렛 만들기', 'Making wax tablets'],
    summary: ['옷장과 차 안에 걸어 두는 향기 타블렛', 'Scented tablets for wardrobes and cars'],
    level: ['쉬움', 'Easy'],
    time: ['40분', '40 minutes'],
    intro: [
      '불을 붙이지 않고 걸어 두기만 하는 향기 소품입니다. 드라이플라워로 장식하면 선물로도 좋습니다.',
      'A scented piece you simply hang up, no flame needed. Decorated with dried flowers it makes a lovely gift.',
    ],
    materials: [
      ['타블렛용 왁스 (필라 소이왁스 또는 비즈왁스 블렌드) 100g', 'Tablet wax (pillar soy or a beeswax blend) 100 g'],
      ['프래그런스 오일 10g', 'Fragrance oil 10 g'],
      ['타블렛 실리콘 몰드', 'A silicone tablet mould'],
      ['드라이플라워와 린넨 리본', 'Dried flowers and linen ribbon'],
    ],
    steps: [
      ['왁스를 75~80°C까지 녹입니다.', 'Melt the wax to 75–80°C.'],
      ['70°C에서 향료를 넣고 잘 섞습니다.', 'Stir in the fragrance at 70°C.'],
      ['65°C에서 몰드에 붓습니다.', 'Pour into the mould at 65°C.'],
      [
        '표면이 살짝 굳기 시작하면 드라이플라워를 핀셋으로 올려 가볍게 누릅니다.',
        'As the surface begins to set, place the flowers with tweezers and press lightly.',
      ],
      [
        '완전히 굳으면 몰드에서 꺼내 구멍에 리본을 끼웁니다.',
        'Unmould when set and thread the ribbon through the hole.',
      ],
    ],
    tips: [
      [
        '꽃을 너무 일찍 올리면 가라앉으니, 표면에 얇은 막이 생길 때를 기다리세요.',
        'Flowers placed too early sink; wait for a thin skin on the surface.',
      ],
    ],
    cover: [at('plaster', 1, 400, 1.24), at('mold', 0, 860, 1.06)],
  },
  {
    slug: 'pillar-candle',
    title: ['필라 캔들 만들기', 'Making a pillar candle'],
    summary: ['용기 없이 서 있는 단단한 캔들', 'A firm candle that stands on its own'],
    level: ['보통', 'Intermediate'],
    time: ['1시간 30분 (탈형 12시간 뒤)', '1 hour 30 minutes (unmould after 12 hours)'],
    intro: [
      '필라 캔들은 몰드에 부어 굳힌 뒤 꺼내는 캔들입니다. 수축이 생기므로 두 번 붓는 것이 핵심입니다.',
      'A pillar candle is poured into a mould and released once set. It shrinks as it cools, so the key is the second pour.',
    ],
    materials: [
      ['필라용 소이왁스 300g', 'Pillar soy wax 300 g'],
      ['프래그런스 오일 18g (6%)', 'Fragrance oil 18 g (6%)'],
      ['롤 코튼 심지', 'Braided cotton wick'],
      ['필라 몰드 7x10과 몰드 실링 점토', 'A 7×10 pillar mould and mould sealer'],
    ],
    steps: [
      [
        '몰드 바닥 구멍으로 심지를 끼우고 점토로 막아 고정합니다.',
        'Thread the wick through the mould and seal the hole.',
      ],
      ['왁스를 85°C로 녹이고 75°C에서 향료를 넣습니다.', 'Melt to 85°C and add the fragrance at 75°C.'],
      ['65°C에서 몰드에 붓고 남은 왁스 약 10%는 따로 둡니다.', 'Pour at 65°C and keep about 10% of the wax aside.'],
      [
        '1~2시간 뒤 가운데가 꺼지면 심지 주변을 꼬챙이로 찔러 공기를 뺍니다.',
        'After 1–2 hours, poke relief holes around the wick where it sinks.',
      ],
      ['남은 왁스를 다시 녹여 70°C에서 한 번 더 채웁니다.', 'Remelt the rest and top up at 70°C.'],
      [
        '12시간 뒤 몰드에서 꺼내고 바닥을 히팅건으로 평평하게 정리합니다.',
        'Unmould after 12 hours and level the base with a heat gun.',
      ],
    ],
    tips: [
      ['몰드를 미리 데워 두면 표면이 더 매끈합니다.', 'A warmed mould gives a smoother surface.'],
      ['잘 안 빠지면 냉동실에 10분만 넣었다 꺼내세요.', 'If it sticks, ten minutes in the freezer will release it.'],
    ],
    cover: [at('pillar', 0, 420, 1.32), at('mold', 2, 820, 1.08)],
  },
  {
    slug: 'plaster-sachet',
    title: ['석고 방향제 만들기', 'Making a plaster sachet'],
    summary: ['불을 쓰지 않는 향기 오브제', 'A scented object with no flame'],
    level: ['쉬움', 'Easy'],
    time: ['30분 (건조 하루)', '30 minutes (dry for a day)'],
    intro: [
      '석고에 향료를 섞어 굳히면 은은하게 향이 나는 오브제가 됩니다. 향이 약해지면 향료를 몇 방울 떨어뜨려 다시 쓸 수 있어요.',
      'Plaster mixed with fragrance sets into an object with a gentle scent. When it fades, a few drops bring it back.',
    ],
    materials: [
      ['석고 파우더 100g', 'Plaster powder 100 g'],
      ['물 40g', 'Water 40 g'],
      ['프래그런스 오일 5~8g', 'Fragrance oil 5–8 g'],
      ['석고 몰드와 마이카 약간', 'A plaster mould and a pinch of mica'],
    ],
    steps: [
      ['물에 향료와 마이카를 먼저 섞습니다.', 'Mix the fragrance and mica into the water first.'],
      ['석고 파우더를 넣고 덩어리 없이 1분 동안 저어 줍니다.', 'Add the plaster and stir for a minute until smooth.'],
      ['몰드에 붓고 바닥을 톡톡 쳐 기포를 뺍니다.', 'Pour into the mould and tap out the bubbles.'],
      ['30분 뒤 몰드에서 꺼냅니다.', 'Unmould after 30 minutes.'],
      ['통풍이 잘 되는 곳에서 하루 동안 말립니다.', 'Dry for a day somewhere airy.'],
    ],
    tips: [
      [
        '석고는 물에 넣어야 합니다. 반대로 하면 덩어리가 생깁니다.',
        'Add plaster to water, never water to plaster, or it lumps.',
      ],
    ],
    cover: [at('plaster', 3, 500, 1.32), at('dropper', 4, 860, 0.97)],
  },
  {
    slug: 'coloring-candles',
    title: ['캔들 색 입히기', 'Colouring candles'],
    summary: ['원하는 색을 정확하게 내는 방법', 'Getting exactly the colour you want'],
    level: ['보통', 'Intermediate'],
    time: ['30분', '30 minutes'],
    intro: [
      '색소는 아주 적은 양으로도 색이 크게 달라집니다. 조금씩 넣고 굳은 색을 확인하는 것이 요령입니다.',
      'A tiny amount of dye changes the colour a lot. Add a little at a time and check the set colour.',
    ],
    materials: [
      ['액상 색소 또는 칩 색소', 'Liquid dye or dye chips'],
      ['녹인 왁스 50g (테스트용)', '50 g of melted wax for testing'],
      ['흰 종이와 종이컵', 'White paper and paper cups'],
    ],
    steps: [
      [
        '테스트용 왁스 50g에 색소를 한 방울(칩은 1/8조각)씩 넣습니다.',
        'Add one drop (or an eighth of a chip) to 50 g of test wax.',
      ],
      ['흰 종이에 한 방울 떨어뜨려 굳은 색을 확인합니다.', 'Drip a little on white paper to see the set colour.'],
      ['원하는 색이 나올 때까지 반복하고 넣은 양을 기록합니다.', 'Repeat until it is right, noting how much you used.'],
      ['같은 비율로 본 왁스에 넣습니다.', 'Scale the ratio up to the full batch.'],
    ],
    tips: [
      ['소이왁스는 굳으면 한 톤 옅어지고 파스텔 느낌이 납니다.', 'Soy wax sets a shade lighter and more pastel.'],
      ['색소를 너무 많이 넣으면 심지가 막혀 불꽃이 작아집니다.', 'Too much dye clogs the wick and shrinks the flame.'],
    ],
    cover: [at('dye', 0, 380, 1.24), at('mica', 2, 800, 1.16)],
  },
  {
    slug: 'wood-wick-candle',
    title: ['우드윅 캔들 만들기', 'Making a wood wick candle'],
    summary: ['타닥타닥 장작 소리가 나는 캔들', 'A candle that crackles like a fireplace'],
    level: ['보통', 'Intermediate'],
    time: ['1시간 (숙성 48시간)', '1 hour (48 hours to cure)'],
    intro: [
      '우드윅은 면 심지보다 불꽃이 넓고 잔잔한 소리가 납니다. 용기 지름에 맞는 폭을 고르는 것이 중요합니다.',
      'A wood wick burns with a wider flame and a soft crackle. Choosing the right width for the jar matters most.',
    ],
    materials: [
      ['코코넛 왁스 블렌드 200g', 'Coconut wax blend 200 g'],
      ['프래그런스 오일 16g (8%)', 'Fragrance oil 16 g (8%)'],
      ['크래클링 우드윅 M과 클립', 'A crackling wood wick M with clip'],
      ['유리 캔들 용기 250ml', 'A 250 ml glass jar'],
    ],
    steps: [
      ['우드윅을 클립에 끼워 용기 중앙에 붙입니다.', 'Clip the wood wick and fix it to the centre of the jar.'],
      ['왁스를 80°C로 녹이고 72°C에서 향료를 넣습니다.', 'Melt the wax to 80°C and add the fragrance at 72°C.'],
      ['60°C에서 붓습니다.', 'Pour at 60°C.'],
      ['굳은 뒤 우드윅을 왁스 위 3mm만 남기고 자릅니다.', 'Once set, trim the wick to 3 mm above the wax.'],
    ],
    tips: [['우드윅이 너무 길면 불꽃이 꺼집니다. 항상 3mm를 유지하세요.', 'A long wood wick drowns; keep it at 3 mm.']],
    cover: [at('wood-wick', 0, 380, 1.21), at('jar-candle', 5, 800, 1.24)],
  },
];
