"""The ``bounded-retries`` challenge: partial batch responses, a bounded redrive to a DLQ and a
visibility timeout that fits the function, verified from the outcome of a test batch.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.bounded_retries import checks, resources

SCENARIO = Scenario(
    name="bounded-retries",
    titles={
        "en": "Challenge: isolate failures with bounded retries",
        "ja": "チャレンジ: 再試行に上限を設けて失敗を隔離する",
        "pt": "Desafio: isolar falhas com novas tentativas limitadas",
    },
    steps=(
        Step(
            "isolation",
            {
                "en": "Failed messages end in a DLQ after a bounded number of receives",
                "ja": "失敗したメッセージが、上限のある受信回数の後に DLQ へ移る",
                "pt": "Mensagens com falha terminam numa DLQ após um número limitado de recebimentos",
            },
            hints={
                "en": (
                    "Create the DLQ first, then set the source queue's RedrivePolicy attribute with "
                    "set-queue-attributes: deadLetterTargetArn is the DLQ's ARN.",
                    "maxReceiveCount is the bound: 3 is a good value here.",
                    "The function's timeout is 5 seconds; VisibilityTimeout must be at least that.",
                ),
                "ja": (
                    "まず DLQ を作り、set-queue-attributes でソースキューの RedrivePolicy 属性を設定します。"
                    "deadLetterTargetArn は DLQ の ARN です。",
                    "maxReceiveCount が上限です。ここでは 3 が適切です。",
                    "関数のタイムアウトは 5 秒です。VisibilityTimeout は少なくともそれ以上にします。",
                ),
                "pt": (
                    "Crie a DLQ primeiro e depois defina o atributo RedrivePolicy da fila de origem com "
                    "set-queue-attributes: deadLetterTargetArn é o ARN da DLQ.",
                    "maxReceiveCount é o limite: 3 é um bom valor aqui.",
                    "O timeout da função é de 5 segundos; o VisibilityTimeout precisa ser pelo menos isso.",
                ),
            },
        ),
        Step(
            "mapping",
            {
                "en": "Batches are delivered with partial batch responses turned on",
                "ja": "部分的なバッチ応答を有効にしてバッチを配信する",
                "pt": "Lotes entregues com respostas parciais de lote ativadas",
            },
            hints={
                "en": (
                    "create-event-source-mapping takes --batch-size and --function-response-types.",
                    "The response type is ReportBatchItemFailures.",
                ),
                "ja": (
                    "create-event-source-mapping には --batch-size と --function-response-types があります。",
                    "応答タイプは ReportBatchItemFailures です。",
                ),
                "pt": (
                    "create-event-source-mapping aceita --batch-size e --function-response-types.",
                    "O tipo de resposta é ReportBatchItemFailures.",
                ),
            },
        ),
        Step(
            "outcome",
            {
                "en": "Good orders are processed once; the bad one ends in the DLQ",
                "ja": "正常な注文は 1 回だけ処理され、不正な注文は DLQ に入る",
                "pt": "Pedidos bons processados uma vez; o ruim termina na DLQ",
            },
            hints={
                "en": (
                    "In app.py, wrap the processing of each record in try/except and collect the messageId of "
                    "each record that failed.",
                    'Return {"batchItemFailures": [{"itemIdentifier": message_id}, ...]} — an empty list when '
                    "everything worked. Raising fails the whole batch.",
                    "Deploy with zip + update-function-code before you send batch.json.",
                ),
                "ja": (
                    "app.py では、各レコードの処理を try/except で囲み、失敗したレコードの messageId を集めます。",
                    '{"batchItemFailures": [{"itemIdentifier": message_id}, ...]} を返します。すべて成功したら空の'
                    "リストです。例外を発生させるとバッチ全体が失敗します。",
                    "batch.json を送る前に、zip と update-function-code でデプロイします。",
                ),
                "pt": (
                    "No app.py, envolva o processamento de cada registro em try/except e junte o messageId de cada "
                    "registro que falhou.",
                    'Retorne {"batchItemFailures": [{"itemIdentifier": message_id}, ...]} — uma lista vazia quando '
                    "tudo deu certo. Lançar uma exceção faz o lote inteiro falhar.",
                    "Implante com zip + update-function-code antes de enviar o batch.json.",
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
    order=50,
    prerequisites=("dlq-isolation", "idempotent-consumer"),
    event_kinds=("sqs.message.redriven",),
    files={"app.py": "consumer.py", "batch.json": "batch.json"},
    wrapup={
        "en": "One bad record no longer costs its neighbours: the function reports exactly what failed, the "
        "mapping deletes the rest, and the redrive policy bounds how often the failure is retried before it "
        "is set aside.",
        "ja": "1 件の不正なレコードが、隣のレコードを巻き込むことはなくなりました。関数は失敗したものだけを報告し、"
        "マッピングは残りを削除し、リドライブポリシーが退避までの再試行回数に上限を設けます。",
        "pt": "Um registro ruim não custa mais caro aos vizinhos: a função informa exatamente o que falhou, o "
        "mapeamento apaga o resto e a política de redrive limita quantas vezes a falha é repetida antes de "
        "ser separada.",
    },
)
