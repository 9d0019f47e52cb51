"""The ``shop-pipeline`` project, the second track's last piece: a small shop built from the track's
services, handed over in an outage. The learner reopens the HTTP front door (API Gateway may not
invoke the front function), guards the duplicate-sensitive billing consumer behind the SNS fan-out
and maps it, schedules the nightly sweep of abandoned carts (proved by moving the clock), and gives
the fulfilment saga in Step Functions the compensation it lacks.

Judged only by the outcome: the gateway's requests, the copies each queue got, the charges ledger,
the schedule's firings, the carts ledger and the saga's executions.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.shop_pipeline import checks, resources

SCENARIO = Scenario(
    name="shop-pipeline",
    titles={
        "en": "Project: bring the shop's order pipeline back",
        "ja": "プロジェクト: ショップの注文パイプラインを復旧する",
        "pt": "Projeto: pôr de volta no ar o fluxo de pedidos da loja",
    },
    steps=(
        Step(
            "door",
            {
                "en": "POST /orders reaches the front function again",
                "ja": "POST /orders が再びフロント関数に届く",
                "pt": "POST /orders volta a chegar à função de entrada",
            },
            hints={
                "en": (
                    "A 500 that never shows up in the front function's log means API Gateway was not allowed "
                    "to invoke it: the function's resource policy is missing a statement.",
                    "aws lambda add-permission --function-name labex-p02-front --statement-id <any> --action "
                    "lambda:InvokeFunction --principal apigateway.amazonaws.com --source-arn "
                    "arn:aws:execute-api:<region>:<account>:<api id>/*/POST/orders",
                ),
                "ja": (
                    "フロント関数のログに現れない 500 は、API Gateway が関数を呼び出せなかったことを意味します。"
                    "関数のリソースポリシーにステートメントが足りません。",
                    "aws lambda add-permission --function-name labex-p02-front --statement-id <任意> --action "
                    "lambda:InvokeFunction --principal apigateway.amazonaws.com --source-arn "
                    "arn:aws:execute-api:<リージョン>:<アカウント>:<API の ID>/*/POST/orders",
                ),
                "pt": (
                    "Um 500 que nunca aparece no log da função de entrada quer dizer que o API Gateway não "
                    "pôde invocá-la: falta uma declaração na política de recursos da função.",
                    "aws lambda add-permission --function-name labex-p02-front --statement-id <qualquer> "
                    "--action lambda:InvokeFunction --principal apigateway.amazonaws.com --source-arn "
                    "arn:aws:execute-api:<região>:<conta>:<id da API>/*/POST/orders",
                ),
            },
        ),
        Step(
            "billing",
            {
                "en": "Billing charges each order once, however many copies arrive",
                "ja": "コピーがいくつ届いても、請求は注文ごとに 1 回",
                "pt": "A cobrança cobra cada pedido uma vez, não importa quantas cópias cheguem",
            },
            hints={
                "en": (
                    "The order id arrives in each message body as order_id; it is the client's "
                    "Idempotency-Key, so a retried POST carries the same one.",
                    "put_item(..., ConditionExpression='attribute_not_exists(order_id)'); on "
                    "ConditionalCheckFailedException the order is already charged: return normally.",
                    "Deploy before you map: aws lambda create-event-source-mapping --function-name "
                    "labex-p02-charger --event-source-arn <labex-p02-billing's ARN> --batch-size 1",
                ),
                "ja": (
                    "注文 ID は各メッセージ本文の order_id にあります。これはクライアントの Idempotency-Key なので、"
                    "再送された POST も同じ値を持っています。",
                    "put_item(..., ConditionExpression='attribute_not_exists(order_id)') とし、"
                    "ConditionalCheckFailedException のときは請求済みなので、そのまま正常に戻ります。",
                    "マッピングの前にデプロイします。aws lambda create-event-source-mapping --function-name "
                    "labex-p02-charger --event-source-arn <labex-p02-billing の ARN> --batch-size 1",
                ),
                "pt": (
                    "O id do pedido chega no corpo de cada mensagem como order_id; é a Idempotency-Key do "
                    "cliente, então um POST repetido traz o mesmo.",
                    "put_item(..., ConditionExpression='attribute_not_exists(order_id)'); diante de "
                    "ConditionalCheckFailedException o pedido já foi cobrado: retorne normalmente.",
                    "Implante antes de mapear: aws lambda create-event-source-mapping --function-name "
                    "labex-p02-charger --event-source-arn <ARN de labex-p02-billing> --batch-size 1",
                ),
            },
        ),
        Step(
            "nightly",
            {
                "en": "Abandoned carts are swept at 03:00 UTC by a schedule",
                "ja": "放置されたカートが 03:00 UTC にスケジュールで片付く",
                "pt": "Carrinhos abandonados são varridos às 03:00 UTC por um agendamento",
            },
            hints={
                "en": (
                    "aws scheduler create-schedule --name labex-p02-nightly --schedule-expression "
                    "'cron(0 3 * * ? *)' --flexible-time-window Mode=OFF --target file://target.json",
                    "target.json holds the sweep's ARN as Arn, labex-p02-scheduler-role's ARN as RoleArn and "
                    'the Input "{\\"now\\": \\"<aws.scheduler.scheduled-time>\\"}".',
                    "labcloud clock advance 1d makes the night happen now; labcloud clock reset puts the clock "
                    "back afterwards.",
                ),
                "ja": (
                    "aws scheduler create-schedule --name labex-p02-nightly --schedule-expression "
                    "'cron(0 3 * * ? *)' --flexible-time-window Mode=OFF --target file://target.json",
                    "target.json には Arn にスイープ関数の ARN、RoleArn に labex-p02-scheduler-role の ARN、"
                    'Input に "{\\"now\\": \\"<aws.scheduler.scheduled-time>\\"}" を入れます。',
                    "labcloud clock advance 1d で夜を今すぐ起こし、終わったら labcloud clock reset で時計を"
                    "戻します。",
                ),
                "pt": (
                    "aws scheduler create-schedule --name labex-p02-nightly --schedule-expression "
                    "'cron(0 3 * * ? *)' --flexible-time-window Mode=OFF --target file://target.json",
                    "target.json traz o ARN da varredura em Arn, o ARN de labex-p02-scheduler-role em RoleArn "
                    'e o Input "{\\"now\\": \\"<aws.scheduler.scheduled-time>\\"}".',
                    "labcloud clock advance 1d faz a noite acontecer agora; labcloud clock reset devolve o "
                    "relógio depois.",
                ),
            },
        ),
        Step(
            "fulfil",
            {
                "en": "A declined card undoes the reservation",
                "ja": "カードが拒否されたら在庫の確保を取り消す",
                "pt": "Um cartão recusado desfaz a reserva",
            },
            hints={
                "en": (
                    "Add three states: Release and Refund are tasks like Reserve (steps release and refund), "
                    'OrderFailed is {"Type": "Fail", "Error": "OrderFailed"}; Refund goes to Release, Release to '
                    "OrderFailed.",
                    'Charge gets "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": '
                    '"Release"}], Ship the same with "Next": "Refund".',
                ),
                "ja": (
                    "状態を 3 つ加えます。Release と Refund は Reserve と同じタスク (ステップ release と refund)、"
                    'OrderFailed は {"Type": "Fail", "Error": "OrderFailed"} です。Refund の次は Release、'
                    "Release の次は OrderFailed です。",
                    'Charge には "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": '
                    '"Release"}] を、Ship には "Next": "Refund" にした同じものを付けます。',
                ),
                "pt": (
                    "Acrescente três estados: Release e Refund são tarefas como Reserve (passos release e refund), "
                    'OrderFailed é {"Type": "Fail", "Error": "OrderFailed"}; Refund segue para Release, Release '
                    "para OrderFailed.",
                    'Charge ganha "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": '
                    '"Release"}], Ship o mesmo com "Next": "Refund".',
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
    order=170,
    track=2,
    prerequisites=("retried-fanout", "saga", "scheduled-cleanup"),
    event_kinds=(
        "apigatewayv2.request",
        "clock.moved",
        "scheduler.schedule.created",
        "scheduler.target.invoked",
        "scheduler.target.failed",
        "stepfunctions.state_machine.updated",
        "stepfunctions.execution.started",
        "stepfunctions.execution.succeeded",
        "stepfunctions.execution.failed",
        "stepfunctions.execution.timed_out",
        "stepfunctions.execution.aborted",
        "stepfunctions.state.entered",
    ),
    files={"app.py": "charger.py", "fulfil.json": "fulfil.json"},
    wrapup={
        "en": "A shop is a chain of small promises kept by different services: the front door must be allowed "
        "to call what is behind it, every consumer behind a fan-out gets every copy and must recognise the "
        "ones it has already handled, a workflow that spans services undoes what a failed order did, and the "
        "jobs that run at night are tested by moving time, not by waiting. Each promise is checked where it "
        "is kept: in the gateway's answers, in the ledger of writes, in the schedule's firings, in each "
        "execution's path.",
        "ja": "ショップは、別々のサービスが守る小さな約束の連なりです。入口は背後の関数を呼び出すことを許されて"
        "いなければならず、ファンアウトの先の各コンシューマーはすべてのコピーを受け取り、処理済みのものを"
        "見分けなければなりません。複数のサービスにまたがるワークフローは、失敗した注文がしたことを取り消し"
        "ます。夜に動くジョブは、待つのではなく時間を進めてテストします。どの約束も、守られる場所で確かめ"
        "ます。ゲートウェイの応答、書き込みの台帳、スケジュールの発火、各実行の経路です。",
        "pt": "Uma loja é uma corrente de pequenas promessas cumpridas por serviços diferentes: a porta de entrada "
        "precisa de permissão para chamar o que está atrás dela, cada consumidor depois de um fan-out recebe "
        "todas as cópias e precisa reconhecer as que já tratou, um fluxo que atravessa serviços desfaz o que "
        "um pedido com falha fez, e os trabalhos noturnos se testam movendo o tempo, não esperando. Cada "
        "promessa é verificada onde é cumprida: nas respostas do gateway, no registro de gravações, nos "
        "disparos do agendamento, no caminho de cada execução.",
    },
)
