"""The ``saga`` lab: a Step Functions state machine that reserves, charges and ships an order, and
compensates (refund, release) through ``Catch`` rules when a step fails.

The learner writes the definition, creates the state machine with a provided role, runs one order
that succeeds and one whose card is declined, reads both execution histories and the orders table,
and deletes the state machine.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.saga import checks, resources

SCENARIO = Scenario(
    name="saga",
    titles={
        "en": "A saga with compensation: Step Functions undoes what a failed order did",
        "ja": "補償付きのサガ: 失敗した注文の処理を Step Functions が取り消す",
        "pt": "Uma saga com compensação: o Step Functions desfaz o que um pedido falho fez",
    },
    steps=(
        Step(
            "machine",
            {
                "en": "Write the saga and create the state machine",
                "ja": "サガを書き、ステートマシンを作る",
                "pt": "Escrever a saga e criar a máquina de estados",
            },
        ),
        Step(
            "success",
            {
                "en": "Run an order that goes through",
                "ja": "最後まで通る注文を実行する",
                "pt": "Executar um pedido que dá certo",
            },
        ),
        Step(
            "compensate",
            {
                "en": "Run an order whose card is declined",
                "ja": "カードが拒否される注文を実行する",
                "pt": "Executar um pedido com o cartão recusado",
            },
        ),
        Step(
            "cleanup",
            {
                "en": "Delete the state machine",
                "ja": "ステートマシンを削除する",
                "pt": "Apagar a máquina de estados",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=130,
    track=2,
    prerequisites=("lambda-diagnose",),
    event_kinds=(
        "stepfunctions.state_machine.created",
        "stepfunctions.state_machine.updated",
        "stepfunctions.state_machine.deleted",
        "stepfunctions.execution.started",
        "stepfunctions.execution.succeeded",
        "stepfunctions.execution.failed",
        "stepfunctions.execution.timed_out",
        "stepfunctions.execution.aborted",
        "stepfunctions.state.entered",
    ),
    files={"app.py": "steps.py"},
    wrapup={
        "en": "Without a transaction across services, a workflow stays consistent by undoing: each forward step "
        "has a compensation, and a Catch sends a failure to the compensations of the steps already done, in "
        "reverse order. Keep the error beside the input (ResultPath) so the compensations still know which "
        "order to undo, and end in a Fail state so the run is reported as the failure it is.",
        "ja": "サービスをまたぐトランザクションがないとき、ワークフローは「取り消す」ことで整合性を保ちます。前に進む"
        "各ステップには補償ステップがあり、Catch は失敗を、すでに済んだステップの補償へ逆順に送ります。エラーは"
        "入力の横に置き (ResultPath)、補償がどの注文を取り消すのか分かるようにします。最後は Fail 状態で終え、"
        "実行が失敗として報告されるようにします。",
        "pt": "Sem uma transação entre serviços, um fluxo se mantém consistente desfazendo: cada passo à frente "
        "tem uma compensação, e um Catch leva a falha às compensações dos passos já feitos, em ordem inversa. "
        "Guarde o erro ao lado da entrada (ResultPath) para que as compensações ainda saibam qual pedido "
        "desfazer, e termine num estado Fail para que a execução apareça como a falha que é.",
    },
)
