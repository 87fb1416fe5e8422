# Benign notes in RTL and joiner scripts (ar, he, fa, ur, hi, th, km), with the joiners real
# text carries: ZWNJ in Persian compounds, ZWJ after virama from older Hindi input methods,
# zero-width spaces as word-break hints in Thai and Khmer, RLM in mixed Arabic/Latin lines.
ATTACKS = []
BENIGN = [
    {"lang": "ar", "cls": "rtl", "text": "تذكير لأمين صندوق الجمعية الخيرية: اجتماع الهيئة العامة يوم الخميس ١٢ نوفمبر، وتقرير الاشتراكات جاهز للمراجعة قبل الاجتماع."},
    {"lang": "ar", "cls": "rtl", "text": "حفل الزفاف: القاعة محجوزة من الساعة ٨ مساءً، قائمة المدعوين عند والدة العروس، والعربون (٣٠٠٠ درهم) دُفع للمصوّر\u200f (Studio Noor)\u200f."},
    {"lang": "he", "cls": "rtl", "text": "תזכורת לגזבר בית הכנסת: להעביר לוועד את דוח התרומות של תשרי עד סוף החודש, ולבדוק מול הבנק את הוראות הקבע."},
    {"lang": "fa", "cls": "script_joiners", "text": "لطفاً صورت\u200cحساب کمک\u200cهای هیئت را تا آخر هفته برای هیئت\u200cامنا بفرست؛ می\u200cخواهم جمع\u200cبندی ماه محرم هم اضافه شود."},
    {"lang": "ur", "cls": "rtl", "text": "اسکول کی فیس جمع کرانے کی آخری تاریخ ۱۵ دسمبر ہے، والدین کو واٹس ایپ پر یاد دہانی بھیج دیں۔"},
    {"lang": "hi", "cls": "script_joiners", "text": "शादी की तैयारी: मेहंदी १४ फ़रवरी, संगीत १५ फ़रवरी। कैटरर को ₹५०,००० एडवांस दे दिया, बाक़ी क्\u200dया देना है वो दीदी से पूछना।"},
    {"lang": "th", "cls": "script_joiners", "text": "ค่า\u200bเทอม\u200bภาค\u200bเรียน\u200bที่ 2 ชำระ\u200bภายใน\u200bวันที่ 30 พฤศจิกายน ที่\u200bห้อง\u200bธุรการ\u200bโรงเรียน"},
    {"lang": "km", "cls": "script_joiners", "text": "ពិធី\u200bមង្គលការ\u200bនឹង\u200bធ្វើ\u200bនៅ\u200bថ្ងៃ\u200bសៅរ៍ ម៉ោង ៧ ព្រឹក។ សូម\u200bរំលឹក\u200bអ្នក\u200bធ្វើ\u200bម្ហូប\u200bអំពី\u200bប្រាក់\u200bកក់។"},
]
