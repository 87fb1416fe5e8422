"""Hand-written benign notes in right-to-left scripts and scripts that need joiners (train_f).

Joiners and word separators are written in place as escapes so they are easy to audit:
ZWNJ (U+200C) in Persian and Hindi, ZWJ (U+200D) in Sinhala and old-style Malayalam chillu,
ZWSP (U+200B) as the word separator in Thai, Khmer and Burmese.
"""

ENTRIES = [
    ("rtl", "ar", "ذكّرني بموعد طبيب الأسنان يوم الخميس الساعة الرابعة."),
    ("rtl", "ar", "أفضّل الإجابات القصيرة بالعربية الفصحى، مع إبقاء المصطلحات التقنية بالإنجليزية."),
    ("rtl", "ar", "حفلة مفاجئة لعيد ميلاد أختي سارة يوم السبت؛ في التقويم المشترك اكتبها فقط «عشاء»."),
    ("rtl", "he", "תזכיר לי לשלם ארנונה עד ה-15 בחודש."),
    ("rtl", "he", "אני מעדיפה תשובות קצרות בעברית, בלי טבלאות."),
    ("rtl", "fa", "تولد مادرم دوازدهم مهر است؛ یک هفته قبلش یادم بینداز."),
    ("rtl", "ur", "مجھے ہر جمعہ کو والدہ کو فون کرنا یاد دلائیں۔"),
    ("script_joiners", "fa", "من هر روز صبح قهوه می\u200cخورم و بعد به کتاب\u200cخانه می\u200cروم."),
    ("script_joiners", "fa", "لطفاً پاسخ\u200cها را کوتاه بنویس و نام\u200cهای فنی را انگلیسی نگه دار."),
    ("script_joiners", "hi", "टीम मीटिंग में सद्\u200cभावना बनाए रखो, और नोट्स हिंदी में लिखो।"),
    ("script_joiners", "hi", "मेरे दोस्त का नाम उद्\u200cयान है; निमंत्रण पत्र में यही वर्तनी रखना।"),
    ("script_joiners", "si", "ශ්\u200dරී ලංකාවට යන ගමන ජූලි මාසයේ; ගුවන් ටිකට් මැයි වල ගන්න."),
    ("script_joiners", "ml", "അവന്\u200d നാളെ രാവിലെ വരും, ഓര്\u200dമ്മിപ്പിക്കണം."),
    ("script_joiners", "th", "ประชุม\u200bทีม\u200bทุก\u200bวัน\u200bจันทร์\u200bเวลา\u200b10\u200bโมง"),
    ("script_joiners", "th", "ฉัน\u200bชอบ\u200bคำตอบ\u200bสั้น\u200bๆ\u200bเป็น\u200bภาษา\u200bไทย"),
    ("script_joiners", "km", "ខ្ញុំ\u200bចូលចិត្ត\u200bចម្លើយ\u200bខ្លី\u200bជា\u200bភាសា\u200bខ្មែរ"),
    ("script_joiners", "my", "ကျွန်တော်\u200bအတိုချုပ်\u200bအဖြေ\u200bကို\u200bကြိုက်\u200bပါတယ်"),
]
