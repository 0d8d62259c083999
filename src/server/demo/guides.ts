/** DIY guides: real candle and diffuser making instructions. */
type Guide = {
  slug: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  materials: [string, string][];
  steps: [string, string][];
  tip: [string, string];
};

export const GUIDES: Guide[] = [
  {
    slug: 'soy-container-candle',
    title: '소이 컨테이너 캔들 만들기',
    title_en: 'Making a soy container candle',
    summary: '처음 만드는 분도 실패 없는 기본 캔들',
    summary_en: 'The basic candle anyone can get right the first time',
    materials: [
      ['컨테이너용 소이왁스 180g', 'Container soy wax 180 g'],
      ['프래그런스 오일 18g (10%)', 'Fragrance oil 18 g (10%)'],
      ['CD 10호 심지와 탭', 'CD-10 wick with tab'],
      ['유리 용기 200ml', '200 ml glass jar'],
    ],
    steps: [
      ['왁스를 80~85°C까지 녹입니다.', 'Melt the wax to 80–85°C.'],
      ['심지 탭에 스티커를 붙여 용기 바닥 중앙에 고정합니다.', 'Stick the wick tab to the centre of the jar.'],
      [
        '왁스가 65°C로 식으면 향료를 넣고 2분간 천천히 저어 줍니다.',
        'At 65°C add the fragrance and stir slowly for two minutes.',
      ],
      ['55°C에서 용기에 천천히 붓고 심지를 고정합니다.', 'Pour slowly at 55°C and centre the wick.'],
      [
        '24시간 굳힌 뒤 심지를 5mm로 자르고, 48시간 숙성 후 사용합니다.',
        'Let it set for 24 hours, trim the wick to 5 mm and cure for 48 hours.',
      ],
    ],
    tip: [
      '처음 태울 때는 표면 전체가 녹을 때까지 2~3시간 켜 두세요.',
      'On the first burn, let the whole surface melt: 2–3 hours.',
    ],
  },
  {
    slug: 'reed-diffuser',
    title: '리드 디퓨저 만들기',
    title_en: 'Making a reed diffuser',
    summary: '10분이면 완성하는 집들이 선물',
    summary_en: 'A housewarming gift in ten minutes',
    materials: [
      ['디퓨저 베이스 80ml', 'Diffuser base 80 ml'],
      ['프래그런스 오일 20ml', 'Fragrance oil 20 ml'],
      ['디퓨저 병 100ml', '100 ml diffuser bottle'],
      ['리드 스틱 5~7개', '5–7 reed sticks'],
    ],
    steps: [
      ['비커에 베이스와 향료를 4:1로 섞습니다.', 'Mix base and fragrance 4:1 in a beaker.'],
      ['유리 막대로 1분간 저어 줍니다.', 'Stir for a minute with a glass rod.'],
      ['병에 옮겨 담고 라벨을 붙입니다.', 'Pour into the bottle and label it.'],
      ['리드를 꽂고 하루 뒤 한 번 뒤집어 줍니다.', 'Add the reeds and flip them once the next day.'],
    ],
    tip: [
      '향이 약해지면 리드를 뒤집고, 한 달마다 새 리드로 바꿔 주세요.',
      'Flip the reeds when the scent fades and change them monthly.',
    ],
  },
  {
    slug: 'wax-tablet',
    title: '왁스 타블렛 만들기',
    title_en: 'Making wax tablets',
    summary: '옷장과 차 안에 걸어 두는 향기 타블렛',
    summary_en: 'Scented tablets for wardrobes and cars',
    materials: [
      ['타블렛용 왁스 100g', 'Tablet wax 100 g'],
      ['프래그런스 오일 10g', 'Fragrance oil 10 g'],
      ['실리콘 몰드', 'Silicone mold'],
      ['드라이플라워', 'Dried flowers'],
    ],
    steps: [
      ['왁스를 75°C까지 녹입니다.', 'Melt the wax to 75°C.'],
      ['향료를 넣어 섞습니다.', 'Stir in the fragrance.'],
      ['몰드에 붓고 표면이 굳기 시작하면 꽃을 올립니다.', 'Pour and add flowers as the surface starts to set.'],
      ['완전히 굳으면 꺼내 리본을 끼웁니다.', 'Unmould when set and thread a ribbon.'],
    ],
    tip: ['꽃은 표면에 살짝 눌러야 떨어지지 않습니다.', 'Press the flowers in lightly so they stay.'],
  },
  {
    slug: 'pillar-candle',
    title: '필라 캔들 만들기',
    title_en: 'Making a pillar candle',
    summary: '용기 없이 서 있는 단단한 캔들',
    summary_en: 'A firm candle that stands on its own',
    materials: [
      ['필라용 소이왁스 300g', 'Pillar soy wax 300 g'],
      ['롤 심지', 'Roll wick'],
      ['필라 몰드 7x10', '7×10 pillar mold'],
      ['프래그런스 오일 18g', 'Fragrance oil 18 g'],
    ],
    steps: [
      ['몰드 바닥 구멍으로 심지를 끼우고 고정합니다.', 'Thread and fix the wick through the mould.'],
      ['왁스를 85°C로 녹이고 70°C에서 향료를 넣습니다.', 'Melt to 85°C and add fragrance at 70°C.'],
      ['65°C에서 몰드에 붓습니다.', 'Pour at 65°C.'],
      ['가운데가 꺼지면 한 번 더 부어 채웁니다.', 'Top up the sinkhole with a second pour.'],
      ['12시간 뒤 몰드에서 꺼냅니다.', 'Unmould after 12 hours.'],
    ],
    tip: ['몰드를 미리 데워 두면 표면이 매끄럽습니다.', 'A warmed mould gives a smoother surface.'],
  },
  {
    slug: 'plaster-sachet',
    title: '석고 방향제 만들기',
    title_en: 'Making a plaster sachet',
    summary: '불을 쓰지 않는 향기 오브제',
    summary_en: 'A scented object with no flame',
    materials: [
      ['석고 파우더 100g', 'Plaster powder 100 g'],
      ['물 40g', 'Water 40 g'],
      ['프래그런스 오일 5g', 'Fragrance oil 5 g'],
      ['석고 몰드', 'Plaster mould'],
    ],
    steps: [
      ['물에 향료를 섞습니다.', 'Mix the fragrance into the water.'],
      ['석고 파우더를 넣고 덩어리 없이 저어 줍니다.', 'Add the plaster and stir until smooth.'],
      ['몰드에 붓고 30분 뒤 꺼냅니다.', 'Pour and unmould after 30 minutes.'],
      ['하루 동안 말린 뒤 향료를 몇 방울 더해 사용합니다.', 'Dry for a day and refresh with a few drops.'],
    ],
    tip: ['마이카를 조금 섞으면 은은한 색이 납니다.', 'A pinch of mica gives a soft colour.'],
  },
  {
    slug: 'coloring-candles',
    title: '캔들 색 입히기',
    title_en: 'Colouring candles',
    summary: '원하는 색을 정확하게 내는 방법',
    summary_en: 'Getting exactly the colour you want',
    materials: [
      ['액상 색소', 'Liquid dye'],
      ['칩 색소', 'Dye chips'],
      ['테스트용 종이컵', 'Paper cups for tests'],
    ],
    steps: [
      ['녹인 왁스 50g에 색소를 한 방울씩 넣어 테스트합니다.', 'Test drop by drop in 50 g of melted wax.'],
      ['종이 위에 떨어뜨려 굳은 색을 확인합니다.', 'Drip onto paper to see the set colour.'],
      ['원하는 색이 나오면 같은 비율로 본 왁스에 넣습니다.', 'Scale the ratio up to the full batch.'],
    ],
    tip: ['소이왁스는 굳으면 색이 한층 옅어집니다.', 'Soy wax sets a shade lighter.'],
  },
];

export function guideHtml(g: Guide, lang: 'kr' | 'en'): string {
  const i = lang === 'kr' ? 0 : 1;
  const h = lang === 'kr' ? ['준비물', '만드는 방법', '팁'] : ['Materials', 'Steps', 'Tip'];
  return `<h2>${h[0]}</h2><ul>${g.materials.map((m) => `<li>${m[i]}</li>`).join('')}</ul><h2>${h[1]}</h2><ol>${g.steps.map((s) => `<li>${s[i]}</li>`).join('')}</ol><h3>${h[2]}</h3><p>${g.tip[i]}</p>`;
}
