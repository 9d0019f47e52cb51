"""The ``scheduled-cleanup`` lab: an EventBridge Scheduler schedule runs a clean-up function every
night at 03:00 UTC, tested by moving labcloud's clock a day forward instead of waiting.

The learner creates the schedule (cron, the function as target, a provided role, an input carrying
the scheduled time), advances the clock, sees the expired sessions gone, deletes the schedule and
resets the clock.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.scheduled_cleanup import checks, resources

SCENARIO = Scenario(
    name="scheduled-cleanup",
    titles={
        "en": "A nightly clean-up on a schedule, tested by moving the clock",
        "ja": "スケジュールで動く夜間クリーンアップを、時計を進めてテストする",
        "pt": "Uma limpeza noturna agendada, testada adiantando o relógio",
    },
    steps=(
        Step(
            "schedule",
            {
                "en": "Schedule the clean-up for 03:00 every night",
                "ja": "毎晩 03:00 のクリーンアップをスケジュールする",
                "pt": "Agendar a limpeza para as 03:00 de toda noite",
            },
        ),
        Step(
            "night",
            {
                "en": "Move the clock a day forward and watch the night's run",
                "ja": "時計を 1 日進め、夜間の実行を確かめる",
                "pt": "Adiantar o relógio um dia e ver a execução da noite",
            },
        ),
        Step(
            "cleanup",
            {
                "en": "Delete the schedule and put the clock back",
                "ja": "スケジュールを削除し、時計を戻す",
                "pt": "Apagar o agendamento e voltar o relógio",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=140,
    track=2,
    prerequisites=("lambda-diagnose",),
    event_kinds=(
        "clock.moved",
        "scheduler.schedule.created",
        "scheduler.schedule.updated",
        "scheduler.schedule.deleted",
        "scheduler.schedule.fired",
        "scheduler.target.invoked",
        "scheduler.target.retrying",
        "scheduler.target.failed",
    ),
    files={"app.py": "cleanup.py"},
    wrapup={
        "en": "A scheduled job is tested by moving time, not by waiting for it: with the clock a day ahead the "
        "night's run happens at once, and the same test runs in seconds every time. The job takes its notion "
        "of now from the firing (the scheduled time), so a late or repeated run does exactly what the night "
        "meant, and a conditional delete leaves alone what changed since it looked.",
        "ja": "スケジュールされたジョブは、待つのではなく時間を動かしてテストします。時計を 1 日進めれば夜間の実行は"
        "すぐに起こり、同じテストが毎回数秒で終わります。ジョブは「今」を発火 (予定時刻) から受け取るので、遅れても"
        "2 回動いても、その夜に意図したとおりのことだけをします。条件付き削除は、見たあとで変わったものには手を"
        "触れません。",
        "pt": "Um job agendado se testa movendo o tempo, não esperando por ele: com o relógio um dia à frente a "
        'execução da noite acontece na hora, e o mesmo teste leva segundos toda vez. O job tira o seu "agora" '
        "do disparo (o horário agendado), então uma execução atrasada ou repetida faz exatamente o que a noite "
        "pretendia, e uma exclusão condicional não toca no que mudou depois que ele olhou.",
    },
)
