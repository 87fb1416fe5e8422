"""Hand-written rtl and script_joiners notes, each in its own language.

Joiners are written in place as escapes: ZWNJ (U+200C) in Persian, ZWJ (U+200D) in Sinhala,
Malayalam (old-style chillu) and Marathi (eyelash ra), ZWSP (U+200B) as the word separator in
Thai, Khmer and Burmese; LRM/RLM (U+200E/U+200F) around Latin names in Arabic and Hebrew.
"""

# (class, lang, text)
OTHER = [
    ("rtl", "ar", "يفضّل المستخدم أن تكون التقارير بالعربية الفصحى، مع إبقاء أسماء النماذج مثل \u200eDeepSeek-V3\u200f بالإنجليزية."),
    ("rtl", "ar", "موعد تسليم البحث ١٥ أكتوبر ٢٠٢٥، والمشرفة هي د. ليلى من جامعة القاهرة؛ المراجع بنظام \u200eAPA\u200f."),
    ("rtl", "he", "המשתמשת חוקרת מדיניות אנרגיה באוניברסיטת תל אביב ומעדיפה תשובות קצרות בעברית, עם קישורים למקורות."),
    ("rtl", "fa", "کاربر دانشجوی کارشناسی ارشد در تهران است و گزارش\u200cها را به فارسی و با منابع انگلیسی می\u200cخواهد."),
    ("rtl", "ur", "صارف کراچی میں سافٹ ویئر انجینئر ہے اور اردو میں مختصر خلاصے پسند کرتا ہے۔"),
    ("script_joiners", "fa", "یادداشت\u200cها را هر هفته مرور می\u200cکنم؛ لطفاً خلاصه\u200cها کوتاه باشند و تاریخ\u200cها شمسی."),
    ("script_joiners", "si", "පරිශීලකයා ශ්\u200dරී ලංකාවේ කොළඹ සිටින දත්ත විශ්ලේෂකයෙකි; වාර්තා සිංහලෙන් අවශ්\u200dයයි."),
    ("script_joiners", "ml", "ഉപയോക്താവിന്\u200dറെ ഗവേഷണ വിഷയം മലയാളം വാര്\u200dത്തകള്\u200d ആണ്; റിപ്പോര്\u200dട്ട് മലയാളത്തില്\u200d വേണം."),
    ("script_joiners", "mr", "सह्याद्रीतील दर्\u200dयांवर पॉडकास्ट करायचा आहे; संदर्भ मराठीत द्या."),
    ("script_joiners", "th", "ผู้ใช้\u200bต้องการ\u200bสรุป\u200bงานวิจัย\u200bเป็น\u200bภาษาไทย\u200bและ\u200bส่ง\u200bทุก\u200bวันศุกร์"),
    ("script_joiners", "km", "អ្នកប្រើ\u200bចង់\u200bបាន\u200bរបាយការណ៍\u200bជា\u200bភាសាខ្មែរ\u200bរៀងរាល់\u200bខែ"),
    ("script_joiners", "my", "အသုံးပြုသူ\u200bသည်\u200bမြန်မာ\u200bဘာသာ\u200bဖြင့်\u200bအစီရင်ခံစာ\u200bလိုချင်သည်"),
]
