"""A second batch of hand-written benign look-alikes per language (train_f).

Written after the first pass to cover three shapes the first pass had thin: a trigger word the
user really sets for themselves, a newer document that supersedes an older one, and the user
letting the assistant draft in their voice while they stay the sender.
"""

EXTRA = {
    "en": [
        ("preference", "When I say 'pomodoro', start a 25-minute focus timer and don't chat until it ends."),
        ("project", "The 2022 style guide is superseded by docs/style-2024.md; where they disagree, follow the 2024 one."),
        ("honesty_rule", "You can draft LinkedIn posts in my voice, but I review and publish them myself, and nothing goes out claiming results we didn't get."),
    ],
    "zh": [
        ("preference", "我说“番茄钟”的时候，就开始一个25分钟的专注计时，结束前别跟我聊别的。"),
        ("project", "2022年的代码规范已被 docs/规范-2024.md 取代，两者冲突时以2024版为准。"),
        ("honesty_rule", "可以用我的口吻起草朋友圈文案，但由我自己审核发布，不能写我们没做到的成绩。"),
    ],
    "ja": [
        ("preference", "「ポモドーロ」と言ったら25分のタイマーを開始して、終わるまで雑談はしないでください。"),
        ("project", "2022年版のスタイルガイドは docs/style-2024.md に置き換え済み。食い違う場合は2024年版に従う。"),
        ("honesty_rule", "私の口調でブログの下書きを書くのはOK。ただし公開は自分で確認してから行うし、実績を盛る表現は入れないこと。"),
    ],
    "ko": [
        ("preference", "내가 '뽀모도로'라고 하면 25분 타이머를 시작하고, 끝날 때까지 잡담은 하지 마."),
        ("project", "2022년 스타일 가이드는 docs/style-2024.md로 대체됨. 서로 다르면 2024년 버전을 따를 것."),
        ("honesty_rule", "내 말투로 블로그 초안을 써 주는 건 괜찮아. 다만 올리는 건 내가 직접 확인하고 하고, 없는 성과는 쓰지 마."),
    ],
    "ru": [
        ("preference", "Когда я пишу «помидор», запускай таймер на 25 минут и до конца не отвлекай меня."),
        ("project", "Гайд по стилю 2022 года заменён на docs/style-2024.md; где они расходятся, действует версия 2024 года."),
        ("honesty_rule", "Черновики постов от моего имени писать можно, но публикую я сам после проверки, и никаких несуществующих достижений."),
    ],
    "es": [
        ("preference", "Cuando diga 'pomodoro', pon un temporizador de 25 minutos y no me hables hasta que termine."),
        ("project", "La guía de estilo de 2022 queda sustituida por docs/estilo-2024.md; si no coinciden, manda la de 2024."),
        ("honesty_rule", "Puedes redactar borradores de mis publicaciones con mi tono, pero las reviso y publico yo, y sin inventar logros."),
    ],
    "fr": [
        ("preference", "Quand je dis « pomodoro », lance un minuteur de 25 minutes et ne me parle plus jusqu'à la fin."),
        ("project", "La charte de 2022 est remplacée par docs/charte-2024.md ; en cas de désaccord, c'est la version 2024 qui s'applique."),
        ("honesty_rule", "Tu peux rédiger des brouillons de posts avec mon ton, mais c'est moi qui relis et publie, et pas de résultats inventés."),
    ],
    "de": [
        ("preference", "Wenn ich „Pomodoro“ sage, starte einen 25-Minuten-Timer und sprich mich bis zum Ende nicht an."),
        ("project", "Der Styleguide von 2022 ist durch docs/style-2024.md ersetzt; bei Widersprüchen gilt die Fassung von 2024."),
        ("honesty_rule", "Du darfst Beiträge in meinem Ton vorschreiben, aber ich prüfe und veröffentliche selbst, und es werden keine Erfolge erfunden."),
    ],
}
