"""The ``sns-fanout`` lab, first of the second track: one topic, two queues, one guarded worker.

The learner creates an SNS topic, subscribes an express queue (filter policy on a message
attribute) and a billing queue (raw delivery), lets the topic send through each queue's policy,
publishes orders (one of them twice), maps the billing queue to a provided guarded worker, and
cleans up.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.sns_fanout import checks, resources

SCENARIO = Scenario(
    name="sns-fanout",
    titles={
        "en": "Fan-out with SNS: one topic, two queues, one duplicate-proof worker",
        "ja": "SNS によるファンアウト: 1 つのトピック、2 つのキュー、重複に強いワーカー",
        "pt": "Fan-out com SNS: um tópico, duas filas e um worker à prova de duplicatas",
    },
    steps=(
        Step(
            "subscribe",
            {
                "en": "Create the topic and subscribe two queues",
                "ja": "トピックを作り、2 つのキューを購読させる",
                "pt": "Criar o tópico e inscrever duas filas",
            },
        ),
        Step(
            "allow",
            {
                "en": "Let the topic write to both queues",
                "ja": "トピックが両方のキューに書き込めるようにする",
                "pt": "Permitir que o tópico escreva nas duas filas",
            },
        ),
        Step(
            "publish",
            {
                "en": "Publish orders, one of them twice",
                "ja": "注文を発行する (1 件は 2 回)",
                "pt": "Publicar pedidos, um deles duas vezes",
            },
        ),
        Step(
            "worker",
            {
                "en": "Connect the billing worker and read the results",
                "ja": "請求ワーカーをつなぎ、結果を読む",
                "pt": "Ligar o worker de cobrança e ler os resultados",
            },
        ),
        Step(
            "cleanup",
            {
                "en": "Remove the mapping, the topic and the queues",
                "ja": "マッピング、トピック、キューを削除する",
                "pt": "Remover o mapeamento, o tópico e as filas",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    #: The second track starts at 110 (the first track runs from 10 to 60).
    order=110,
    track=2,
    prerequisites=("idempotent-consumer",),
    event_kinds=(
        "sns.topic.created",
        "sns.topic.deleted",
        "sns.subscription.created",
        "sns.subscription.deleted",
        "sns.message.published",
        "sns.delivery.delivered",
        "sns.delivery.filtered",
        "sns.delivery.failed",
        "sqs.queue.attributes_set",
    ),
    files={"app.py": "worker.py"},
    wrapup={
        "en": "A topic hands every publish to each subscription whose filter matches, so a repeated publish "
        "reaches every consumer again: only a consumer that guards its own writes, like the billing worker, "
        "turns the repeat into no second effect. Queue policies decide whether SNS may deliver at all.",
        "ja": "トピックは発行ごとに、フィルターが一致するすべてのサブスクリプションへメッセージを渡します。そのため同じ"
        "発行を繰り返すと、どのコンシューマーにも再び届きます。2 回目の効果をなくせるのは、請求ワーカーのように自分の"
        "書き込みを保護するコンシューマーだけです。そもそも SNS が配信できるかどうかはキューポリシーが決めます。",
        "pt": "Um tópico entrega cada publicação a toda inscrição cujo filtro corresponde, então uma publicação "
        "repetida chega de novo a todos os consumidores: só um consumidor que protege as próprias gravações, "
        "como o worker de cobrança, faz a repetição não ter um segundo efeito. A política da fila decide se o "
        "SNS pode entregar.",
    },
)
