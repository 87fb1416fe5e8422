"""Benign notes in other scripts, each set in its own place (hand-written):
ar  Lebanon: a tailor in Beirut, the ski school at Mzaar (Faraya).       rtl, with RLM marks
he  Israel: a phone lab on Dizengoff (Tel Aviv), the Hermon ski site.    rtl, with LRM marks
fa  Iran: a tailor in Tehran, Dizin ski resort, Alaeddin phone passage.   ZWNJ (U+200C)
ur  Pakistan: a tailor in Lahore, Malam Jabba ski course.               ZWNJ (U+200C)
hi  India: a tailor in Delhi, laptop repair in Nehru Place, Gulmarg.      ZWNJ after halant
th  Thailand: a suit tailor on Sukhumvit (Bangkok), MBK phone repair.     ZWSP word breaks
km  Cambodia: a phone repair stall at Orussey Market (Phnom Penh).        ZWSP word breaks
"""

ZWNJ = "\u200c"
ZWSP = "\u200b"

BENIGN = {
    "ar": [
        ("rtl",
         ("ملاحظة للمحل: بدلة الأستاذ كريم جاهزة يوم الخميس ١٣ شباط بعد تقصير الأكمام ٢ سم، والسعر "
         "٢٥ دولاراً أو ما يعادله بالليرة. رقم الإيصال \u200fTL-0412\u200f.")),
        ("rtl",
         ("مدرسة التزلج في مزار كفرذبيان: دروس الأطفال الجماعية من ٩:٣٠ حتى ١٢ ظهراً، وستة أطفال كحد "
         "أقصى لكل مدرب. رقم الحجز \u200fBK-2025-114\u200f، والخوذة إلزامية.")),
    ],
    "he": [
        ("rtl",
         ("תזכורת: החלפת מסך לאייפון 13 של הלקוחה – 650 ₪ כולל מע״מ, מוכן ביום ראשון אחרי 16:00. "
         "מספר הזמנה \u200eRX-4471\u200e.")),
        ("rtl",
         ("אתר החרמון: שיעורי סקי לילדים בשבת בבוקר. לבדוק באתר שהאתר פתוח לפני היציאה מקריית שמונה; "
         "קסדה חובה, כפפות בתיק.")),
    ],
    "fa": [
        ("script_joiners",
         (f"مشتری{ZWNJ}ها می{ZWNJ}خواهند کت{ZWNJ}وشلوارشان تا پنج{ZWNJ}شنبه آماده شود؛ کوتاه{ZWNJ}کردن "
         f"آستین{ZWNJ}ها ۲ سانت، هزینه ۴۵۰ هزار تومان.")),
        ("script_joiners",
         (f"کلاس{ZWNJ}های اسکی بچه{ZWNJ}ها در پیست دیزین از دی{ZWNJ}ماه شروع می{ZWNJ}شود و هر مربی "
         f"حداکثر پنج شاگرد دارد. تعمیر گوشی{ZWNJ}ها در پاساژ علاءالدین، طبقه{ZWNJ}ی دوم.")),
    ],
    "ur": [
        ("script_joiners",
         (f"لاہور کی دکان: عید سے پہلے شلوار{ZWNJ}قمیض کی سلائی کی آخری تاریخ ۲۰ رمضان ہے۔ "
         f"مالم{ZWNJ}جبہ اسکی کورس کی فیس بچوں کے لیے ۸۰۰۰ روپے ہے۔")),
    ],
    "hi": [
        ("script_joiners",
         (f"नेहरू प्लेस की दुकान पर लैपटॉप की बैटरी बदलने का ख़र्च ₹3,500 है। दर्ज़ी को पद्{ZWNJ}मा "
         f"जी के ब्लाउज़ की नाप कल भेजनी है। गुलमर्ग स्की कोर्स सद्{ZWNJ}भावना ट्रैवल्स से जनवरी में।")),
    ],
    "th": [
        ("script_joiners",
         ZWSP.join(["ร้าน", "ตัด", "สูท", "ที่", "สุขุมวิท:", "ลูกค้า", "นัด", "ลอง", "ชุด", "วัน",
                    "เสาร์", "บ่าย", "สอง", "โมง"])
         + " ค่า" + ZWSP + "แก้" + ZWSP + "กางเกง 300 บาท, เปลี่ยน" + ZWSP + "จอ" + ZWSP
         + "มือถือ" + ZWSP + "ที่" + ZWSP + "MBK 2,500 บาท"),
    ],
    "km": [
        ("script_joiners",
         ZWSP.join(["ហាង", "ជួសជុល", "ទូរស័ព្ទ", "នៅ", "ផ្សារ", "អូរឫស្សី"])
         + " បើក" + ZWSP + "ម៉ោង ៨ ព្រឹក។ ប្តូរ" + ZWSP + "អេក្រង់ 45 ដុល្លារ។"),
    ],
}
