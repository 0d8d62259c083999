/**
 * The words the rule-based reader knows. `ko`/`en` are how shoppers write a thing; `terms` are what
 * a product's search text holds when it is that thing (lower-case, no spaces); `label` is the chip.
 */
export type VocabEntry = {
  key: string;
  label: [ko: string, en: string];
  ko: string[];
  en: string[];
  terms: string[];
};

/** A use or mood also says, when a product fits it, why. */
export type UseEntry = VocabEntry & { reason: [ko: string, en: string] };

const entry = (key: string, label: [string, string], ko: string[], en: string[], terms?: string[]): VocabEntry => ({
  key,
  label,
  ko,
  en,
  terms: terms ?? [...ko, ...en].map((w) => w.replace(/\s+/g, '').toLowerCase()),
});

export const SCENTS: VocabEntry[] = [
  entry('lavender', ['라벤더', 'Lavender'], ['라벤더', '라벤다'], ['lavender'], ['라벤더', 'lavender']),
  entry('rose', ['로즈', 'Rose'], ['장미', '로즈'], ['rose', 'roses'], ['로즈', 'rose']),
  entry('jasmine', ['자스민', 'Jasmine'], ['자스민', '재스민'], ['jasmine'], ['자스민', 'jasmine']),
  entry('peony', ['피오니', 'Peony'], ['피오니', '작약'], ['peony'], ['피오니', 'peony']),
  entry('freesia', ['프리지아', 'Freesia'], ['프리지아', '프리지어'], ['freesia'], ['프리지아', 'freesia']),
  entry(
    'cherry-blossom',
    ['벚꽃', 'Cherry blossom'],
    ['벚꽃', '체리 블라썸'],
    ['cherry blossom', 'sakura'],
    ['체리블라썸', 'cherryblossom'],
  ),
  entry('cherry', ['체리', 'Cherry'], ['체리'], ['cherry'], ['블랙체리', 'blackcherry']),
  entry('peach', ['복숭아', 'Peach'], ['복숭아', '피치'], ['peach'], ['피치', 'peach']),
  entry('fig', ['무화과', 'Fig'], ['무화과', '피그'], ['fig'], ['피그', 'fig']),
  entry(
    'berry',
    ['베리', 'Berry'],
    ['블루베리', '라즈베리', '베리'],
    ['blueberry', 'raspberry', 'berry'],
    ['베리', 'berry'],
  ),
  entry('grape', ['포도', 'Grape'], ['청포도', '포도'], ['grape', 'grapes'], ['포도', 'grape']),
  entry('sandalwood', ['샌달우드', 'Sandalwood'], ['샌달우드', '백단'], ['sandalwood'], ['샌달우드', 'sandalwood']),
  entry('cedarwood', ['시더우드', 'Cedarwood'], ['시더우드'], ['cedarwood', 'cedar'], ['시더우드', 'cedarwood']),
  entry('musk', ['머스크', 'Musk'], ['머스크'], ['musk'], ['머스크', 'musk']),
  entry('sage', ['세이지', 'Sage'], ['세이지'], ['sage'], ['세이지', 'sage']),
  entry('grapefruit', ['자몽', 'Grapefruit'], ['자몽'], ['grapefruit'], ['자몽', 'grapefruit']),
  entry('lemon', ['레몬', 'Lemon'], ['레몬'], ['lemon'], ['레몬', 'lemon']),
  entry('bergamot', ['베르가못', 'Bergamot'], ['베르가못'], ['bergamot'], ['베르가못', 'bergamot']),
  entry(
    'eucalyptus',
    ['유칼립투스', 'Eucalyptus'],
    ['유칼립투스', '유칼립'],
    ['eucalyptus'],
    ['유칼립투스', 'eucalyptus'],
  ),
  entry('mint', ['민트', 'Mint'], ['페퍼민트', '민트', '박하'], ['peppermint', 'mint'], ['민트', 'mint']),
  entry('green-tea', ['그린티', 'Green tea'], ['그린 티', '녹차'], ['green tea'], ['그린티', 'greentea']),
  entry(
    'orange',
    ['오렌지·감귤', 'Orange'],
    ['오렌지', '감귤', '귤', '만다린'],
    ['orange', 'tangerine', 'mandarin'],
    ['오렌지', '감귤', '만다린', 'orange', 'tangerine', 'mandarin'],
  ),
  entry('vanilla', ['바닐라', 'Vanilla'], ['바닐라'], ['vanilla'], ['바닐라', 'vanilla']),
  entry('caramel', ['캐러멜', 'Caramel'], ['캐러멜', '카라멜'], ['caramel'], ['캐러멜', 'caramel']),
  entry('cinnamon', ['시나몬', 'Cinnamon'], ['시나몬', '계피'], ['cinnamon'], ['시나몬', 'cinnamon']),
  entry('apple', ['사과', 'Apple'], ['사과', '애플'], ['apple'], ['애플', 'apple']),
  entry('honey', ['허니', 'Honey'], ['꿀', '허니'], ['honey'], ['허니', 'honey']),
  entry('tea-tree', ['티트리', 'Tea tree'], ['티트리'], ['tea tree'], ['티트리', 'teatree']),
  entry('rosemary', ['로즈마리', 'Rosemary'], ['로즈마리'], ['rosemary'], ['로즈마리', 'rosemary']),
  entry(
    'laundry',
    ['섬유유연제', 'Fresh laundry'],
    ['섬유유연제', '빨래'],
    ['laundry', 'fresh laundry'],
    ['섬유유연제', 'laundry'],
  ),
  entry('floral', ['꽃향', 'Floral'], ['꽃향', '꽃 향', '플로럴'], ['floral', 'flowery'], ['플로럴', 'floral']),
  entry('fruity', ['과일향', 'Fruity'], ['과일향', '과일 향', '프루티'], ['fruity'], ['프루티', 'fruity']),
  entry('woody', ['우디', 'Woody'], ['우디', '나무향', '나무 향'], ['woody'], ['우디', 'woody']),
  entry('citrus', ['시트러스', 'Citrus'], ['시트러스', '상큼한'], ['citrus', 'zesty'], ['시트러스', 'citrus']),
  entry(
    'sweet',
    ['달콤한 향', 'Sweet'],
    ['달콤한', '달달한', '구르망'],
    ['sweet', 'gourmand'],
    ['달콤한', 'sweet', '구르망', 'gourmand'],
  ),
  entry(
    'unscented',
    ['무향', 'Unscented'],
    ['무향', '향 없는', '향이 없는'],
    ['unscented', 'fragrance free', 'fragrance-free', 'no scent'],
    ['무향', 'unscented'],
  ),
];

export const MATERIALS: VocabEntry[] = [
  entry('soy', ['소이', 'Soy'], ['소이', '콩'], ['soy', 'soya'], ['소이', 'soy']),
  entry(
    'beeswax',
    ['밀랍', 'Beeswax'],
    ['밀랍', '비즈왁스', '비즈 왁스'],
    ['beeswax', 'bees wax'],
    ['밀랍', 'beeswax'],
  ),
  entry('coconut', ['코코넛', 'Coconut'], ['코코넛 왁스', '코코넛왁스'], ['coconut wax'], ['코코넛', 'coconut']),
  entry('paraffin', ['파라핀', 'Paraffin'], ['파라핀'], ['paraffin'], ['파라핀', 'paraffin']),
  entry('rice', ['라이스', 'Rice bran'], ['라이스', '쌀겨'], ['rice bran', 'rice'], ['라이스', 'rice']),
  entry('palm', ['팜', 'Palm'], ['팜 왁스', '팜왁스'], ['palm wax'], ['팜왁스', 'palmwax']),
  entry('rattan', ['라탄', 'Rattan'], ['라탄'], ['rattan'], ['라탄', 'rattan']),
  entry('glass', ['유리', 'Glass'], ['유리'], ['glass'], ['유리', 'glass']),
  entry('tin', ['틴', 'Tin'], ['틴'], ['tin', 'tins'], ['틴', 'tin']),
  entry('silicone', ['실리콘', 'Silicone'], ['실리콘'], ['silicone'], ['실리콘', 'silicone']),
  entry('cotton', ['코튼', 'Cotton'], ['코튼', '면 심지'], ['cotton'], ['코튼', 'cotton']),
  entry(
    'wood-wick',
    ['우드윅', 'Wood wick'],
    ['우드윅', '우드 윅', '나무 심지'],
    ['wood wick', 'wooden wick', 'wood wicks'],
    ['우드윅', 'woodwick'],
  ),
  entry('gel', ['젤', 'Gel'], ['젤 왁스', '젤왁스'], ['gel wax'], ['젤왁스', 'gelwax']),
  entry('jesmonite', ['제스모나이트', 'Jesmonite'], ['제스모나이트'], ['jesmonite'], ['제스모나이트', 'jesmonite']),
];

const use = (
  key: string,
  label: [string, string],
  ko: string[],
  en: string[],
  terms: string[],
  reason: [string, string],
): UseEntry => ({ ...entry(key, label, ko, en, terms), reason });

export const USES: UseEntry[] = [
  use(
    'kids',
    ['아이 방', "Kids' room"],
    ['아이 방', '아기 방', '아이', '아기', '어린이', '유아', '키즈'],
    ['kids room', 'kids', 'kid', 'child', 'children', 'baby', 'nursery'],
    ['어린이', '아이와', 'kids', '무향', '저자극', 'dpgfree'],
    ['아이와 함께 쓰기 좋아요', 'Gentle enough for a kids’ room'],
  ),
  use(
    'bedroom',
    ['침실', 'Bedroom'],
    ['침실', '안방', '숙면', '수면', '잠자리'],
    ['bedroom', 'sleep', 'bedtime'],
    ['숙면', '릴랙스', 'sleep', 'relax', '라벤더', 'lavender'],
    ['잠들기 전에 어울려요', 'Suits a bedroom at night'],
  ),
  use(
    'gift',
    ['선물', 'Gift'],
    ['선물', '집들이', '생일', '기념일', '답례품'],
    ['gift', 'gifts', 'present', 'housewarming', 'birthday'],
    ['선물', '집들이', 'gift'],
    ['선물하기 좋아요', 'Makes a good gift'],
  ),
  use(
    'living',
    ['거실·실내', 'Living room'],
    ['거실', '실내', '인테리어'],
    ['living room', 'home', 'interior', 'decor'],
    ['실내방향제', '인테리어', 'home', 'interior'],
    ['실내 인테리어에 어울려요', 'Made for the living room'],
  ),
  use(
    'bathroom',
    ['욕실', 'Bathroom'],
    ['욕실', '화장실'],
    ['bathroom', 'toilet'],
    ['탈취', '룸스프레이', 'roomspray'],
    ['욕실 냄새를 잡아 줘요', 'Freshens a bathroom'],
  ),
  use(
    'wardrobe',
    ['옷장', 'Wardrobe'],
    ['옷장', '드레스룸', '서랍'],
    ['wardrobe', 'closet', 'drawer'],
    ['옷장', '사쉐', 'sachet', '섬유향수'],
    ['옷장에 두기 좋아요', 'Good for a wardrobe'],
  ),
  use(
    'relax',
    ['휴식', 'Relaxing'],
    ['휴식', '힐링', '명상', '요가', '편안한', '차분한'],
    ['relax', 'relaxing', 'calm', 'meditation', 'yoga'],
    ['릴랙스', '차분한', 'calm', 'relax'],
    ['편안한 휴식에 어울려요', 'Made for unwinding'],
  ),
  use(
    'focus',
    ['집중', 'Focus'],
    ['공부', '집중', '서재', '사무실'],
    ['study', 'focus', 'office', 'desk'],
    ['집중', '포커스', 'focus'],
    ['집중할 때 어울려요', 'Helps you focus'],
  ),
  use(
    'beginner',
    ['초보·DIY', 'Beginner DIY'],
    ['초보', '입문', '처음', '만들기', '체험'],
    ['beginner', 'beginners', 'first time', 'diy', 'starter'],
    ['초보', '입문', 'diy', '만들기', 'beginner', '키트'],
    ['처음 만들어 보기 좋아요', 'Easy for a first try'],
  ),
  use(
    'travel',
    ['여행용', 'Travel'],
    ['여행', '휴대'],
    ['travel', 'portable'],
    ['여행용', '미니', 'travel'],
    ['들고 다니기 좋아요', 'Easy to travel with'],
  ),
  use(
    'subtle',
    ['은은한 향', 'Subtle'],
    ['은은한', '은은하게', '은은', '잔잔한', '순한', '부드러운'],
    ['subtle', 'soft', 'mild', 'gentle', 'light scent'],
    ['은은', '부드러운', 'creamy', 'soft'],
    ['향이 은은해요', 'A soft, subtle scent'],
  ),
  use(
    'strong',
    ['진한 향', 'Strong'],
    ['진한', '강한', '발향 좋은', '발향'],
    ['strong', 'intense'],
    ['강한발향', '진한', 'strong'],
    ['발향이 좋아요', 'Throws its scent well'],
  ),
];

/**
 * Everyday words for categories, by the category's Korean name in the tree (ids come from the
 * database). `weak` words ('candle', 'diffuser') only qualify another category when one is named.
 */
export const CATEGORY_WORDS: { name: string; ko: string[]; en: string[]; weak?: boolean }[] = [
  { name: '완제품 캔들', ko: ['캔들', '향초'], en: ['candle', 'candles'], weak: true },
  { name: '완제품 디퓨저', ko: ['디퓨저'], en: ['diffuser', 'diffusers'], weak: true },
  {
    name: '프래그런스 오일',
    ko: ['향료', '프래그런스', '프레그런스'],
    en: ['fragrance oil', 'fragrance oils', 'fragrance'],
  },
  { name: '에센셜 오일', ko: ['에센셜', '아로마 오일', '아로마오일'], en: ['essential oil', 'essential oils'] },
  {
    name: '용기·병',
    ko: ['용기', '유리병', '공병', '캔들 용기'],
    en: ['jar', 'jars', 'container', 'containers', 'bottle', 'bottles'],
  },
  { name: '몰드', ko: ['몰드', '틀'], en: ['mold', 'molds', 'mould', 'moulds'] },
  {
    name: '색소·안료',
    ko: ['색소', '안료', '염료', '마이카'],
    en: ['dye', 'dyes', 'pigment', 'colour', 'color', 'mica'],
  },
  { name: '도구', ko: ['도구', '공구', '온도계', '저울'], en: ['tool', 'tools', 'thermometer', 'scale'] },
  { name: 'DIY 키트', ko: ['키트', '만들기 세트'], en: ['kit', 'kits'] },
  { name: '도서', ko: ['책', '도서', '교재'], en: ['book', 'books'] },
  { name: '왁스', ko: ['왁스'], en: ['wax', 'waxes'] },
  { name: '우드 심지', ko: ['우드윅', '나무 심지'], en: ['wood wick', 'wooden wick', 'wood wicks'] },
  {
    name: '차량용 디퓨저',
    ko: ['차량용', '차량', '자동차', '차량 방향제', '차량용 방향제'],
    en: ['car diffuser', 'car'],
  },
  { name: '룸 스프레이', ko: ['룸스프레이', '섬유향수', '패브릭 스프레이'], en: ['room spray', 'fabric spray'] },
];

/** Words that say nothing about the product on their own (left out of the leftover words). */
export const STOPWORDS = new Set([
  ...'쓸 쓰는 쓰기 쓸만한 좋은 좋을 좋아요 추천 추천해 추천해줘 추천해주세요 찾아 찾아줘 찾아주세요 찾고 찾는 있어요 있나요 있는 없는 없나요 제품 상품 것 거 뭐 무엇 어떤 같은 주세요 줘 싶어요 원해요 필요해요 필요한 사고 싶은 살 만한 하는 용도 정도 좀 조금 그리고 또는 및 위한 위해 넣을 둘 놓을 입니다 해요 사용할 사용 하나 개 가격 예산 방 집 향 향이 저렴한 싼 비싼 싸고 괜찮은 요즘 인기 인기있는 걸 게 곳 때 쓸려고 할 만 에서 으로 에게 이랑 하고 처럼 원 사이 까지'.split(
    ' ',
  ),
  ..."i im i'm a an the for with of to in on at my me our some something anything want wanted need needs looking look find please that this is are be and or good nice great best recommend show any which what price budget cheap cheaper one ones scent scented smell smelling products product item items like would love get buy from to under over between dollars dollar won around about".split(
    ' ',
  ),
]);
