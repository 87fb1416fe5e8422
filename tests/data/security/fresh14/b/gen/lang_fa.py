"""Persian (script_joiners benign, ZWNJ): a plumber in Tehran and a dog groomer in Shiraz. Hand-written."""
BENIGN = [
    ("script_joiners", "فردا صبح برای تعمیر آب{ZWNJ}گرمکن خانه{ZWNJ}ی آقای رضایی می{ZWNJ}روم؛ کلید پیش سرایدار است."),
    ("script_joiners", "پیام یادآوری برای صاحبان سگ{ZWNJ}ها: نوبت اصلاح «پاپی» پنج{ZWNJ}شنبه ساعت ۴ است."),
]
