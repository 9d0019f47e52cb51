"""The ``conditional-writes`` lab: attribute_not_exists creates, optimistic locking with a version
attribute, ReturnValuesOnConditionCheckFailure, and a two-item transaction that cancels as a whole.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.conditional_writes import checks, resources

SCENARIO = Scenario(
    name="conditional-writes",
    titles={
        "en": "Prevent duplicate orders with conditional writes",
        "ja": "条件付き書き込みで注文の重複を防ぐ",
        "pt": "Evitar pedidos duplicados com gravações condicionais",
    },
    steps=(
        Step(
            "create",
            {
                "en": "Create an order only if it does not exist",
                "ja": "存在しない場合だけ注文を作成する",
                "pt": "Criar um pedido somente se ele não existir",
            },
        ),
        Step(
            "lock",
            {
                "en": "Update with optimistic locking on a version attribute",
                "ja": "version 属性による楽観的ロックで更新する",
                "pt": "Atualizar com bloqueio otimista por um atributo de versão",
            },
        ),
        Step(
            "transact",
            {
                "en": "Write an order and its stock change in one transaction",
                "ja": "注文と在庫の変更を 1 つのトランザクションで書き込む",
                "pt": "Gravar um pedido e sua baixa de estoque em uma transação",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=20,
    wrapup={
        "en": "DynamoDB decides a condition and the write it guards in one step: a create that must be new, an "
        "update that must see the version you read, and a transaction whose writes all happen or none do.",
        "ja": "DynamoDB は条件と、それが守る書き込みを 1 つの操作で判定します。新規でなければならない作成、読んだ"
        "version を前提とする更新、そしてすべての書き込みが行われるか何も行われないトランザクションです。",
        "pt": "O DynamoDB decide a condição e a gravação que ela protege em um único passo: uma criação que precisa "
        "ser nova, uma atualização que precisa ver a versão que você leu e uma transação em que todas as "
        "gravações acontecem ou nenhuma acontece.",
    },
)
