"""The ``retried-fanout`` challenge of the second track: a retried POST behind an HTTP API reaches a
topic twice; the billing consumer must charge once while the audit queue keeps both copies.

The front door, the topic and the billing queue are given; the learner subscribes the audit queue,
writes the billing consumer's guard (a conditional write keyed by the order id) and maps the billing
queue, then sends the test traffic. Judged from the copies each queue got and the charges ledger.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.retried_fanout import checks, resources

SCENARIO = Scenario(
    name="retried-fanout",
    titles={
        "en": "Challenge: fan-out behind a retried front door",
        "ja": "チャレンジ: 再送される入口の先のファンアウト",
        "pt": "Desafio: fan-out atrás de uma porta de entrada com novas tentativas",
    },
    steps=(
        Step(
            "audit",
            {
                "en": "The audit queue gets every copy the topic publishes",
                "ja": "監査キューがトピックの発行するすべてのコピーを受け取る",
                "pt": "A fila de auditoria recebe toda cópia que o tópico publica",
            },
            hints={
                "en": (
                    "aws sns subscribe --protocol sqs takes the audit queue's ARN as --notification-endpoint; "
                    "no filter policy: the audit keeps everything.",
                    "The queue must let the topic in: a Policy attribute allowing the principal "
                    '{"Service": "sns.amazonaws.com"} sqs:SendMessage, with the condition ArnEquals '
                    "aws:SourceArn = the topic's ARN. Look at the billing queue's policy: it is the same "
                    "with another Resource.",
                ),
                "ja": (
                    "aws sns subscribe --protocol sqs の --notification-endpoint には監査キューの ARN を渡します。"
                    "フィルターポリシーは付けません。監査はすべてを保存します。",
                    "キューがトピックを受け入れる必要があります。プリンシパル "
                    '{"Service": "sns.amazonaws.com"} に sqs:SendMessage を許可し、条件 ArnEquals '
                    "aws:SourceArn = トピックの ARN を付けた Policy 属性です。請求キューのポリシーを見てください。"
                    "Resource が違うだけで同じものです。",
                ),
                "pt": (
                    "aws sns subscribe --protocol sqs recebe o ARN da fila de auditoria em "
                    "--notification-endpoint; sem filter policy: a auditoria guarda tudo.",
                    "A fila precisa deixar o tópico entrar: um atributo Policy que permita ao principal "
                    '{"Service": "sns.amazonaws.com"} sqs:SendMessage, com a condição ArnEquals '
                    "aws:SourceArn = o ARN do tópico. Veja a política da fila de cobrança: é a mesma, com "
                    "outro Resource.",
                ),
            },
        ),
        Step(
            "guard",
            {
                "en": "The billing consumer is guarded and reads the billing queue",
                "ja": "請求コンシューマーにガードがあり、請求キューを読む",
                "pt": "O consumidor de cobrança tem uma guarda e lê a fila de cobrança",
            },
            hints={
                "en": (
                    "A retried POST carries the same Idempotency-Key, and the front function puts it in "
                    "each copy twice: as order_id in the body and as the message attribute idempotency_key "
                    "(record['messageAttributes']['idempotency_key']['stringValue']). Both copies of a "
                    "retried order have the same order_id.",
                    "Make put_item conditional: ConditionExpression='attribute_not_exists(order_id)'. The "
                    "table's key is order_id, so the second copy's write is refused.",
                    "A refused write raises ClientError with the code ConditionalCheckFailedException: "
                    "catch that one (the order is already charged) and carry on; let any other error raise.",
                    "Deploy with zip (or python3 -m zipfile -c function.zip app.py) and "
                    "update-function-code, then create-event-source-mapping from labex-x01-billing.",
                ),
                "ja": (
                    "再送された POST には同じ Idempotency-Key が付いています。フロント関数はそれを各コピーに 2 か所"
                    "入れます。本文の order_id と、メッセージ属性 idempotency_key "
                    "(record['messageAttributes']['idempotency_key']['stringValue']) です。再送された注文の"
                    "2 つのコピーは同じ order_id を持ちます。",
                    "put_item を条件付きにします: ConditionExpression='attribute_not_exists(order_id)'。"
                    "テーブルのキーは order_id なので、2 つ目のコピーの書き込みは拒否されます。",
                    "拒否された書き込みは ConditionalCheckFailedException というコードの ClientError を発生させ"
                    "ます。それだけを捕まえて (注文は請求済みです) 処理を続け、ほかのエラーはそのまま発生させます。",
                    "zip (または python3 -m zipfile -c function.zip app.py) と update-function-code でデプロイ"
                    "し、labex-x01-billing から create-event-source-mapping を作ります。",
                ),
                "pt": (
                    "Um POST repetido leva a mesma Idempotency-Key, e a função de entrada a coloca em cada "
                    "cópia duas vezes: como order_id no corpo e como o atributo de mensagem idempotency_key "
                    "(record['messageAttributes']['idempotency_key']['stringValue']). As duas cópias de um "
                    "pedido repetido têm o mesmo order_id.",
                    "Torne o put_item condicional: ConditionExpression='attribute_not_exists(order_id)'. A "
                    "chave da tabela é order_id, então a gravação da segunda cópia é recusada.",
                    "Uma gravação recusada lança ClientError com o código ConditionalCheckFailedException: "
                    "capture só esse (o pedido já foi cobrado) e siga em frente; deixe qualquer outro erro "
                    "subir.",
                    "Implante com zip (ou python3 -m zipfile -c function.zip app.py) e update-function-code, "
                    "depois crie o create-event-source-mapping a partir de labex-x01-billing.",
                ),
            },
        ),
        Step(
            "outcome",
            {
                "en": "Billing charges each order once; the audit keeps both copies",
                "ja": "請求は各注文を 1 回だけ請求し、監査は両方のコピーを保存する",
                "pt": "A cobrança cobra cada pedido uma vez; a auditoria guarda as duas cópias",
            },
            hints={
                "en": (
                    "Send the test traffic only after goals 1 and 2 pass: a copy charged twice cannot be "
                    "taken back, and a copy published before the audit was subscribed never reaches it.",
                    "Read what happened: aws dynamodb scan --table-name labex-x01-charges, and "
                    "aws logs tail /aws/lambda/labex-x01-charger for the consumer's errors.",
                ),
                "ja": (
                    "テストトラフィックは目標 1 と 2 が合格してから送ります。2 回請求されたコピーは取り消せず、"
                    "監査の購読前に発行されたコピーは監査に届きません。",
                    "起きたことを読みます: aws dynamodb scan --table-name labex-x01-charges と、コンシューマーの"
                    "エラーは aws logs tail /aws/lambda/labex-x01-charger で確認します。",
                ),
                "pt": (
                    "Envie o tráfego de teste só depois que os objetivos 1 e 2 passarem: uma cópia cobrada "
                    "duas vezes não pode ser desfeita, e uma cópia publicada antes da inscrição da auditoria "
                    "nunca chega a ela.",
                    "Leia o que aconteceu: aws dynamodb scan --table-name labex-x01-charges, e "
                    "aws logs tail /aws/lambda/labex-x01-charger para os erros do consumidor.",
                ),
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="challenge",
    #: After the second track's labs (110-150).
    order=160,
    track=2,
    prerequisites=("sns-fanout", "http-front-door"),
    event_kinds=("sns.subscription.created", "sns.delivery.failed"),
    files={"app.py": "charger.py"},
    wrapup={
        "en": "The front door cannot tell a retry from a new order, so the topic hands every retry to every "
        "subscriber. Each consumer decides what a copy means to it: billing refuses a second charge with a "
        "conditional write keyed by the order id, while the audit keeps every copy as evidence of what the "
        "client sent.",
        "ja": "入口は再送と新しい注文を区別できないため、トピックは再送のたびにすべてのサブスクライバーへ渡します。"
        "コピーが何を意味するかは各コンシューマーが決めます。請求は注文 ID をキーにした条件付き書き込みで 2 回目の"
        "請求を拒否し、監査はクライアントが送ったものの証拠としてすべてのコピーを保存します。",
        "pt": "A porta de entrada não distingue uma nova tentativa de um pedido novo, então o tópico entrega "
        "cada repetição a todos os inscritos. Cada consumidor decide o que uma cópia significa para ele: a "
        "cobrança recusa uma segunda cobrança com uma gravação condicional pela chave do pedido, e a auditoria "
        "guarda toda cópia como prova do que o cliente enviou.",
    },
)
