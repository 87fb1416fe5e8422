"""Hebrew (rtl benign): a solar installer in Be'er Sheva. Hand-written."""
BENIGN = [
    ("rtl", "התקנת מערכת סולארית 10 קילוואט אצל משפחת כהן ביום ראשון, לתאם עם חברת החשמל לפני."),
    ("rtl", "להזכיר לדני להביא את מד הבידוד {LRM}Megger MIT{LRM} לעבודה בבאר שבע."),
]
