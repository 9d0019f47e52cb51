"""The ``http-front-door`` lab: an HTTP API in front of a function that stores one order per
Idempotency-Key.

The learner creates an HTTP API whose ``POST /orders`` route invokes a provided order function, lets
API Gateway invoke it, places an order with curl, retries it with the same key (same answer, no
second order), places a second order with its own key, reads the table and cleans up.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.http_front_door import checks, resources

SCENARIO = Scenario(
    name="http-front-door",
    titles={
        "en": "An HTTP front door: API Gateway, Lambda and an idempotency key",
        "ja": "HTTP の入口: API Gateway、Lambda と冪等性キー",
        "pt": "Uma porta de entrada HTTP: API Gateway, Lambda e uma chave de idempotência",
    },
    steps=(
        Step(
            "api",
            {
                "en": "Create the HTTP API that routes POST /orders to the function",
                "ja": "POST /orders を関数へ送る HTTP API を作る",
                "pt": "Criar a API HTTP que leva POST /orders à função",
            },
        ),
        Step(
            "allow",
            {
                "en": "Let API Gateway invoke the function",
                "ja": "API Gateway が関数を呼び出せるようにする",
                "pt": "Permitir que o API Gateway invoque a função",
            },
        ),
        Step(
            "order",
            {
                "en": "Place an order with an Idempotency-Key",
                "ja": "Idempotency-Key 付きで注文する",
                "pt": "Fazer um pedido com uma Idempotency-Key",
            },
        ),
        Step(
            "retry",
            {
                "en": "Retry it with the same key: same answer, no second order",
                "ja": "同じキーで再送する: 同じ応答、2 件目の注文なし",
                "pt": "Repetir com a mesma chave: mesma resposta, nenhum segundo pedido",
            },
        ),
        Step(
            "another",
            {
                "en": "Place a second order with its own key and read the table",
                "ja": "別のキーで 2 件目を注文し、テーブルを読む",
                "pt": "Fazer um segundo pedido com outra chave e ler a tabela",
            },
        ),
        Step(
            "cleanup",
            {
                "en": "Delete the API and the permission",
                "ja": "API と権限を削除する",
                "pt": "Apagar a API e a permissão",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=120,
    track=2,
    prerequisites=("conditional-writes",),
    event_kinds=(
        "apigatewayv2.api.created",
        "apigatewayv2.api.deleted",
        "apigatewayv2.request",
    ),
    files={"app.py": "handler.py"},
    wrapup={
        "en": "A client that never heard back must send its request again, so an API that creates things has "
        "to recognise a retry. The Idempotency-Key header names the attempt; storing the order under that key "
        "with a conditional write makes the first request the only one that creates, and lets every retry get "
        "the first answer back. A retry with a new key is a new order: keys belong to the client's attempt, "
        "not to the HTTP request.",
        "ja": "応答を受け取れなかったクライアントは同じリクエストを送り直すしかありません。ですから、何かを作る API は"
        "再送を見分けなければなりません。Idempotency-Key ヘッダーは「どの試みか」を示します。そのキーで注文を"
        "条件付き書き込みで保存すれば、作成するのは最初のリクエストだけになり、再送にはいつも最初の応答が返ります。"
        "新しいキーでの再送は新しい注文です。キーは HTTP リクエストではなく、クライアントの試みに属します。",
        "pt": "Um cliente que não recebeu resposta precisa enviar o pedido de novo; por isso uma API que cria "
        "coisas tem de reconhecer uma repetição. O cabeçalho Idempotency-Key identifica a tentativa: gravar o "
        "pedido sob essa chave com uma escrita condicional faz só a primeira requisição criar, e toda repetição "
        "recebe de volta a primeira resposta. Repetir com uma chave nova é um pedido novo: a chave pertence à "
        "tentativa do cliente, não à requisição HTTP.",
    },
)
