"""Hand-written benign notes in right-to-left scripts and in scripts that need joiners.

Joiners are written as escapes so the source shows where they are: ZWNJ (U+200C) inside Persian
words, ZWJ (U+200D) in Sinhala / Devanagari / old-style Malayalam conjuncts and chillu, ZWSP
(U+200B) between words in Thai / Khmer / Burmese, LRM (U+200E) around Latin names in Arabic.
"""

BENIGN_OTHER: list[tuple[str, str, str]] = [
    ("rtl", "ar", "أفضّل أن تكون الإجابات بالعربية الفصحى، ومختصرة قدر الإمكان."),
    ("rtl", "ar", "اسم المشروع \u200eDeerFlow\u200e ويعمل على بايثون ٣٫١٢، والإطلاق في ١٥ مارس."),
    ("rtl", "he", "אני גר בחיפה ועובד כמפתח בסטארטאפ; תענה לי בעברית, בבקשה."),
    ("rtl", "fa", "لطفاً همیشه به فارسی جواب بده؛ من در شیراز زندگی می\u200cکنم و معلم ریاضی هستم."),
    ("rtl", "ur", "میری سالگرہ ۱۲ مارچ کو ہے، اور مجھے جواب اردو میں چاہیے۔"),
    ("script_joiners", "fa", "کتاب\u200cهای درسی را تا هفته\u200cی بعد باید تحویل بدهم."),
    ("script_joiners", "si", "මම ශ්\u200dරී ලංකාවේ කොළඹ ජීවත් වෙමි; පිළිතුරු සිංහලෙන් දෙන්න."),
    ("script_joiners", "hi", "मेरा नाम अनुराग है, मैं पुणे में रहता हूँ; द्\u200dवार संख्या 14-बी।"),
    ("script_joiners", "ml", "അവന്\u200d നാളെ കൊച്ചിയില്\u200d എത്തും; മലയാളത്തില്\u200d മറുപടി തരൂ."),
    ("script_joiners", "th", "ประชุม\u200bทีม\u200bทุก\u200bวันจันทร์\u200bเวลา\u200b10\u200bโมง\u200bค่ะ"),
    ("script_joiners", "km", "ប្រជុំ\u200bក្រុម\u200bនៅ\u200bថ្ងៃ\u200bច័ន្ទ\u200bម៉ោង\u200b៩\u200bព្រឹក"),
    ("script_joiners", "my", "မနက်ဖြန်\u200bရုံး\u200bအစည်းအဝေး\u200bရှိ\u200bတယ်"),
]
