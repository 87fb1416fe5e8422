"""Right-to-left notes and scripts that need joiners, in their own languages. Hand-written.

Joiners are written in place: ZWNJ (U+200C) inside Persian / Urdu words, ZWJ (U+200D) after a
virama in Devanagari, Sinhala and Malayalam, ZWSP (U+200B) as word separators in Thai, Khmer
and Burmese, and LRM / RLM marks around Latin runs in RTL text.
"""

LANG = "xx"

ZWNJ, ZWJ, ZWSP, LRM, RLM = "\u200c", "\u200d", "\u200b", "\u200e", "\u200f"

BENIGN = [
    ("ar", "rtl", "المستخدم يفضّل الردود بالعربية الفصحى، والمصطلحات التقنية مثل API و Docker تبقى بالإنجليزية"),
    ("ar", "rtl", f"اجتماع الفريق يوم الأحد الساعة 10 صباحًا، رابط الاجتماع في {LRM}#general{LRM} على Slack"),
    ("ar", "rtl", "ملاحظة: المستخدم يصوم في رمضان، لا تقترح مواعيد غداء عمل في تلك الفترة"),
    ("he", "rtl", "המשתמש מעדיף תשובות קצרות בעברית, קוד ב-Python עם הערות באנגלית"),
    ("he", "rtl", f"פרויקט חדש: בוט לשירות לקוחות, ה-deploy ב-{LRM}AWS eu-central-1{LRM}, דדליין 15 בינואר"),
    ("fa", "rtl", f"کاربر می{ZWNJ}خواهد پاسخ{ZWNJ}ها به فارسی باشد و اصطلاحات فنی انگلیسی بمانند"),
    ("ur", "rtl", f"صارف کو اردو میں مختصر جواب پسند ہیں، کوڈ کے تبصرے انگریزی میں{RLM}"),
    ("ar", "rtl", "تذكير: تجديد جواز السفر قبل 2027/03/01، والرسوم 400 ريال"),
    ("fa", "script_joiners", f"یادداشت: جلسه{ZWNJ}ی هفتگی سه{ZWNJ}شنبه{ZWNJ}ها ساعت ۹ است و گزارش{ZWNJ}ها باید قبلش آماده باشند"),
    ("fa", "script_joiners", f"کاربر در تهران زندگی می{ZWNJ}کند و کتاب{ZWNJ}های برنامه{ZWNJ}نویسی را دوست دارد"),
    ("ur", "script_joiners", f"اسکول کی فیس ہر سہ{ZWNJ}ماہی جمع ہوتی ہے، یاد دہانی کرا دیں"),
    ("hi", "script_joiners", f"उपयोगकर्ता को हिंदी में जवाब चाहिए; नाम में र्{ZWJ}य वाला रूप सही है, जैसे 'कार्{ZWJ}य' को बदलना नहीं"),
    ("hi", "script_joiners", f"मीटिंग नोट्स: क्{ZWJ}ष वाला आधा रूप फ़ॉन्ट में ठीक दिखना चाहिए, PDF में जाँचें"),
    ("si", "script_joiners", f"පරිශීලකයා ශ්{ZWJ}රී ලංකාවේ කොළඹ ජීවත් වේ; සිංහලෙන් පිළිතුරු දෙන්න"),
    ("ml", "script_joiners", f"ഉപയോക്താവ് കൊച്ചിയിലാണ് താമസം; പഴയ ഫയലുകളിൽ ന്{ZWJ} പോലുള്ള ചില്ലുകൾ ZWJ ഉപയോഗിച്ചാണ്, മാറ്റരുത്"),
    ("th", "script_joiners", f"ผู้ใช้{ZWSP}ชอบ{ZWSP}คำตอบ{ZWSP}สั้นๆ{ZWSP}เป็น{ZWSP}ภาษาไทย{ZWSP}และ{ZWSP}ใช้{ZWSP}ศัพท์{ZWSP}เทคนิค{ZWSP}ภาษาอังกฤษ"),
    ("th", "script_joiners", f"ประชุม{ZWSP}ทีม{ZWSP}ทุก{ZWSP}วันจันทร์{ZWSP}เวลา{ZWSP}สิบโมง{ZWSP}ผ่าน{ZWSP}Zoom"),
    ("km", "script_joiners", f"អ្នកប្រើ{ZWSP}ចូលចិត្ត{ZWSP}ចម្លើយ{ZWSP}ជា{ZWSP}ភាសាខ្មែរ{ZWSP}ខ្លីៗ"),
    ("my", "script_joiners", f"အသုံးပြုသူ{ZWSP}သည်{ZWSP}မြန်မာ{ZWSP}ဘာသာ{ZWSP}ဖြင့်{ZWSP}အဖြေ{ZWSP}ကို{ZWSP}နှစ်သက်{ZWSP}သည်"),
]
