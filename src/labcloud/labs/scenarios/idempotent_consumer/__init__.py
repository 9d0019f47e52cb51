"""The ``idempotent-consumer`` lab: guard a queue consumer's write with a business-key condition.

The learner maps a queue to a provided worker, deploys a worker whose put_item is guarded by
``attribute_not_exists(id)``, sends repeated and independent orders, and cleans up.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.idempotent_consumer import checks, resources

SCENARIO = Scenario(
    name="idempotent-consumer",
    titles={
        "en": "Idempotent queue consumer: a business-key guard on the write",
        "ja": "冪等なキューコンシューマー: 業務キーによる書き込みの保護",
        "pt": "Consumidor de fila idempotente: uma proteção por chave de negócio na gravação",
    },
    steps=(
        Step(
            "connect",
            {
                "en": "Connect an empty queue to the worker",
                "ja": "空のキューをワーカーにつなぐ",
                "pt": "Ligar uma fila vazia ao worker",
            },
        ),
        Step(
            "guard",
            {
                "en": "Deploy the business-key guard and process the first order",
                "ja": "業務キーの保護をデプロイし、最初の注文を処理する",
                "pt": "Implantar a proteção por chave de negócio e processar o primeiro pedido",
            },
        ),
        Step(
            "repeat",
            {
                "en": "Send repeated and independent orders",
                "ja": "重複した注文と別の注文を送る",
                "pt": "Enviar pedidos repetidos e um pedido independente",
            },
        ),
        Step(
            "cleanup",
            {
                "en": "Remove what you created, keep the reference data",
                "ja": "作成したものを削除し、参照データは残す",
                "pt": "Remover o que você criou e manter os dados de referência",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=40,
    prerequisites=("dlq-isolation", "conditional-writes", "lambda-diagnose"),
    wrapup={
        "en": "A repeated order now leaves one business effect: the condition on the order's own id rejects every "
        "later copy inside the write itself, and the worker confirms the copy instead of failing it.",
        "ja": "繰り返された注文が残す業務上の効果は 1 つだけになりました。注文自身の id に付けた条件が、後から来た"
        "コピーを書き込みの中で拒否し、ワーカーはそのコピーを失敗させずに確認済みにします。",
        "pt": "Um pedido repetido agora deixa um único efeito de negócio: a condição sobre o id do próprio pedido "
        "rejeita cada cópia posterior dentro da própria gravação, e o worker confirma a cópia em vez de falhar.",
    },
)
