"""The ``dlq-recovery`` project: after an incident left some orders in the DLQ and some half done,
fix the worker, make it idempotent by business key, redrive, and show one effect per order.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.dlq_recovery import checks, resources

SCENARIO = Scenario(
    name="dlq-recovery",
    titles={
        "en": "Project: recover from the DLQ without duplicates",
        "ja": "プロジェクト: 重複なしで DLQ から復旧する",
        "pt": "Projeto: recuperar da DLQ sem duplicatas",
    },
    steps=(
        Step(
            "fix",
            {
                "en": "Fix the worker and make it idempotent by business key",
                "ja": "ワーカーを直し、業務キーで冪等にする",
                "pt": "Corrigir o worker e torná-lo idempotente pela chave de negócio",
            },
            hints={
                "en": (
                    "The coupon SPRING is missing from DISCOUNTS: it takes 250 cents off.",
                    "job['gift'] is the note itself (a string), not an object with a message.",
                    "Add ConditionExpression='attribute_not_exists(id)' to put_item and, on "
                    "ConditionalCheckFailedException, confirm the order instead of failing.",
                ),
                "ja": (
                    "DISCOUNTS にクーポン SPRING がありません。SPRING は 250 セント引きです。",
                    "job['gift'] はメモそのもの（文字列）で、message を持つオブジェクトではありません。",
                    "put_item に ConditionExpression='attribute_not_exists(id)' を付け、"
                    "ConditionalCheckFailedException のときは失敗させずに注文を確認済みにします。",
                ),
                "pt": (
                    "O cupom SPRING falta em DISCOUNTS: ele tira 250 centavos.",
                    "job['gift'] é a própria mensagem (um texto), não um objeto com message.",
                    "Acrescente ConditionExpression='attribute_not_exists(id)' ao put_item e, diante de "
                    "ConditionalCheckFailedException, confirme o pedido em vez de falhar.",
                ),
            },
        ),
        Step(
            "redrive",
            {
                "en": "Move the failed orders back and let the worker finish them",
                "ja": "失敗した注文を戻し、ワーカーに処理を終えさせる",
                "pt": "Devolver os pedidos com falha e deixar o worker terminá-los",
            },
            hints={
                "en": (
                    "Deploy first, then run start-message-move-task with the DLQ's ARN as --source-arn.",
                    "list-message-move-tasks shows when the move is COMPLETED.",
                ),
                "ja": (
                    "先にデプロイし、DLQ の ARN を --source-arn にして start-message-move-task を実行します。",
                    "移動が COMPLETED になったかは list-message-move-tasks で確認できます。",
                ),
                "pt": (
                    "Implante primeiro e depois rode start-message-move-task com o ARN da DLQ em --source-arn.",
                    "list-message-move-tasks mostra quando a movimentação está COMPLETED.",
                ),
            },
        ),
        Step(
            "once",
            {
                "en": "Every order has exactly one effect",
                "ja": "どの注文の効果もちょうど 1 つ",
                "pt": "Cada pedido tem exatamente um efeito",
            },
            hints={
                "en": (
                    "order-705 and order-706 were stored before the worker crashed: a second write of them is a "
                    "duplicate effect, even with the same values.",
                ),
                "ja": (
                    "order-705 と order-706 はワーカーが落ちる前に保存されています。同じ値でも、2 回目の書き込みは"
                    "重複した効果です。",
                ),
                "pt": (
                    "order-705 e order-706 foram gravados antes de o worker cair: uma segunda gravação deles é um "
                    "efeito duplicado, mesmo com os mesmos valores.",
                ),
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="project",
    order=60,
    prerequisites=("idempotent-consumer", "bounded-retries"),
    event_kinds=("sqs.message.redriven",),
    files={"app.py": "worker.py"},
    wrapup={
        "en": "A recovery is a replay: the same messages run again, some of them for the second time. A worker "
        "that fixes the bug but not the repeat turns a failure into a duplicate; guarded by the business "
        "key, the replay completes what was missing and leaves finished work alone.",
        "ja": "復旧とは再実行です。同じメッセージがもう一度流れ、その一部は 2 回目になります。バグだけを直して繰り返し"
        "に備えないワーカーは、失敗を重複に変えてしまいます。業務キーで守られていれば、再実行は足りない分を"
        "完了させ、済んだ処理には手を触れません。",
        "pt": "Uma recuperação é uma repetição: as mesmas mensagens rodam de novo, algumas pela segunda vez. Um "
        "worker que corrige o bug mas não a repetição transforma uma falha em duplicata; protegido pela chave "
        "de negócio, o reprocessamento completa o que faltava e deixa em paz o que já estava feito.",
    },
)
