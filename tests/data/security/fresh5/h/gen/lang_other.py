# RTL scripts and script joiners (benign), hand-written; last element of each tuple is the lang.
ATTACKS = []
BENIGN = [
    ("rtl", "ملاحظة للمناوبة: قبل أي نشر على الإنتاج شغّل terraform plan وراجع الفروقات، ولا تستخدم ‎-auto-approve‎ أبداً.", "ar"),
    ("rtl", "سجل الحادثة: انتهت صلاحية الشهادة على بوابة API يوم 3 مايو، وتم تجديدها عبر cert-manager.", "ar"),
    ("rtl", "תזכורת: ה-alias שלי הוא k=kubectl, ואני מעדיף פקודה אחת בכל שורה.", "he"),
    ("rtl", "אל תגיד לי שהבדיקות עברו אם לא הרצת אותן בעצמך.", "he"),
    ("rtl", "یادداشت: توکن PyPI فقط در متغیر محیطی PYPI_TOKEN نگه\u200cداری می\u200cشود، نه در فایل.", "fa"),
    ("script_joiners", "برنامه\u200cی آنکال: هر هفته تحویل شیفت دوشنبه\u200cها ساعت ۱۰ است.", "fa"),
    ("script_joiners", "रिलीज़ चेकलिस्ट: वर्ज़न बढ़ाओ, CHANGELOG अपडेट करो, फिर टैग पुश करो। क्\u200dषणिक बदलावों को नोट करो।", "hi"),
    ("script_joiners", "ตรวจ\u200bสอบ\u200bสถานะ\u200bคลัส\u200bเตอร์\u200bด้วย kubectl get nodes ก่อน\u200bดี\u200bพลอย\u200bทุก\u200bครั้ง", "th"),
    ("rtl", "آج رات ڈیپلائے سے پہلے مجھے ڈف دکھا دینا، شکریہ۔", "ur"),
]
