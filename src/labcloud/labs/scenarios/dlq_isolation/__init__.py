"""The ``dlq-isolation`` lab: a redrive policy isolates a poison job in a dead-letter queue while the
good jobs complete; after the fix, a message move task brings it back.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.dlq_isolation import checks, resources

SCENARIO = Scenario(
    name="dlq-isolation",
    titles={
        "en": "Isolate failed jobs in a dead-letter queue",
        "ja": "失敗したジョブをデッドレターキューに隔離する",
        "pt": "Isolar jobs com falha em uma fila de mensagens mortas",
    },
    steps=(
        Step(
            "queues",
            {
                "en": "Create the dead-letter queue and a source queue that redrives to it",
                "ja": "デッドレターキューと、そこへ送るソースキューを作る",
                "pt": "Criar a fila de mensagens mortas e uma fila de origem que envia para ela",
            },
        ),
        Step(
            "connect",
            {
                "en": "Connect the source queue to the worker",
                "ja": "ソースキューをワーカーにつなぐ",
                "pt": "Ligar a fila de origem ao worker",
            },
        ),
        Step(
            "isolate",
            {
                "en": "Send good jobs and a poison job; watch the poison job move to the DLQ",
                "ja": "正常なジョブと毒ジョブを送り、毒ジョブが DLQ へ移るのを確認する",
                "pt": "Enviar jobs bons e um job venenoso; ver o job venenoso ir para a DLQ",
            },
        ),
        Step(
            "redrive",
            {
                "en": "Fix the worker and move the job back",
                "ja": "ワーカーを直してジョブを戻す",
                "pt": "Corrigir o worker e devolver o job",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=10,
    event_kinds=("sqs.message.redriven", "sqs.queue.purged", "sqs.queue.attributes_set"),
    wrapup={
        "en": "A job that can never succeed no longer blocks or loops: after a bounded number of deliveries SQS "
        "sets it aside in the dead-letter queue, the good jobs finish, and once the code is fixed a move "
        "task replays exactly the jobs that were set aside.",
        "ja": "決して成功しないジョブが処理を止めたり無限に繰り返したりすることはなくなりました。決められた回数の"
        "配信の後、SQS はそのジョブをデッドレターキューへ退避し、正常なジョブは完了します。コードを直した後は、"
        "移動タスクが退避したジョブだけを再実行します。",
        "pt": "Um job que nunca terá sucesso não trava nem se repete para sempre: depois de um número limitado de "
        "entregas o SQS o separa na fila de mensagens mortas, os jobs bons terminam e, com o código corrigido, "
        "uma tarefa de movimentação reprocessa exatamente os jobs separados.",
    },
)
