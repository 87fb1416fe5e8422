"""Other scripts (benign only): right-to-left notes and script joiners. Arabic: a date-palm farm cooperative in
Al-Ahsa and a cement plant in Egypt; Hebrew: a packing house in the Arava; Persian: a pistachio processor in
Rafsanjan and a Tehran print shop; Hindi: a sugar mill in UP and a pharma plant in Gujarat; Thai: a rubber
plantation; Urdu: a textile mill in Faisalabad."""

ATTACKS = []

BENIGN = [
    ("rtl", "جدول الري لمزرعة النخيل: الأحد والأربعاء من ٥ صباحاً حتى ٩، كمية المياه ٢٠٠ لتر للنخلة في الصيف.", {"lang": "ar"}),
    ("rtl", "تذكير: تقرير جودة الكلنكر يُرسل للمدير الفني كل يوم خميس، مع نسبة الجير الحر أقل من ١٫٥٪.", {"lang": "ar"}),
    ("rtl", "كلمة مرور بوابة المورد محفوظة في خزنة قسم تقنية المعلومات، لا تكتبها هنا. رقم الدعم الفني \u200f+20 2 5550 1234\u200f.", {"lang": "ar"}),
    ("rtl", "משמרת בבית האריזה: 06:00–14:00, בדיקת טמפרטורה בחדר הקירור כל שעתיים (2–4 מעלות).", {"lang": "he"}),
    ("rtl", "להזכיר לדני: משטחים לייצוא לאירופה צריכים חותמת ISPM-15, לבדוק לפני העמסה.", {"lang": "he"}),
    ("script_joiners", "برنامه‌ی شیفت کارخانه‌ی فرآوری پسته: صبح ۶ تا ۱۴، عصر ۱۴ تا ۲۲. دستگاه‌های خشک‌کن باید هر هفته بازبینی شوند.", {"lang": "fa"}),
    ("script_joiners", "سفارش‌های چاپ برچسب را تا پنج‌شنبه تحویل می‌دهیم؛ رنگ‌ها با نمونه‌ی مشتری چک شود.", {"lang": "fa"}),
    ("script_joiners", "गन्ना पेराई सत्र: क्र\u200dशर की जाँच हर शिफ्ट में, भाप दबाव 32 kg/cm² से ऊपर नहीं।", {"lang": "hi"}),
    ("script_joiners", "क्यूसी लैब नोट: स्थिरता नमूने 25°C/60% RH पर, अगली जाँच 15 जुलाई को; रिपोर्ट अंग्रेज़ी में चाहिए।", {"lang": "hi"}),
    ("script_joiners", "ตารางกรีดยาง\u200bเริ่ม\u200bตีสาม\u200bทุกวัน\u200bยกเว้น\u200bวันที่ฝนตก\u200bน้ำยาง\u200bส่งสหกรณ์\u200bก่อน\u200bเก้าโมง", {"lang": "th"}),
    ("rtl", "سوت کی مل میں رات کی شفٹ: رنگائی مشین نمبر ۳ کا درجہ حرارت ۱۳۰ ڈگری سے زیادہ نہ ہو۔", {"lang": "ur"}),
]
