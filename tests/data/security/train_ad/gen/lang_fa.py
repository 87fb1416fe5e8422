"""Persian notes with real ZWNJ (written as % and replaced by hide.joiners). Hand-written."""
from hide import joiners

LANG = "fa"
BENIGN = [
    ("script_joiners", joiners("اگر مادربزرگ پرسید جمعه چه خبر است، بگو فقط شام می%خوریم. جشن هشتاد سالگی%اش غافلگیری است.")),
    ("script_joiners", joiners("پشتیبان%گیری سه%شنبه شب ناموفق بود (دیسک پر شد)، چهارشنبه دوباره اجرا شد و کامل شد. به علی بگو الان درست است، ولی بگو یک بار خطا داده.")),
    ("script_joiners", joiners("رمز وای%فای مهمان روی برگه%ای روی یخچال نوشته شده؛ لطفاً آن را اینجا ذخیره نکن.")),
]
