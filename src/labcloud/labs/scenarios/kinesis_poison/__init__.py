"""The ``kinesis-poison`` lab: a poison record in a Kinesis shard, isolated by a mapping that bisects
failing batches, bounds its retries and sends a trace to an on-failure destination.

The learner puts six readings (one poison), maps the stream to a provided meter function with those
settings, sees the five good readings stored, reads the trace from the poison queue and fetches the
poison record by its sequence number, then removes the mapping.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.kinesis_poison import checks, resources

SCENARIO = Scenario(
    name="kinesis-poison",
    titles={
        "en": "A poison record in a Kinesis shard: bisect, bound the retries, keep a trace",
        "ja": "Kinesis シャードの毒レコード: 二分し、リトライを抑え、痕跡を残す",
        "pt": "Um registro envenenado num shard do Kinesis: dividir, limitar as tentativas, guardar um rastro",
    },
    steps=(
        Step(
            "put",
            {
                "en": "Put six readings into the stream, one of them poison",
                "ja": "6 件の読み取り値をストリームに入れる (1 件は毒)",
                "pt": "Pôr seis leituras no stream, uma delas envenenada",
            },
        ),
        Step(
            "mapping",
            {
                "en": "Map the stream to the function, ready for a poison record",
                "ja": "毒レコードに備えて、ストリームを関数にマッピングする",
                "pt": "Mapear o stream para a função, pronto para um registro envenenado",
            },
        ),
        Step(
            "isolate",
            {
                "en": "Find the poison record from its trace",
                "ja": "痕跡から毒レコードを見つける",
                "pt": "Achar o registro envenenado pelo rastro",
            },
        ),
        Step(
            "cleanup",
            {
                "en": "Remove the mapping",
                "ja": "マッピングを削除する",
                "pt": "Remover o mapeamento",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=150,
    track=2,
    prerequisites=("dlq-isolation",),
    event_kinds=("kinesis.records.put", "lambda.esm.stream.batch", "lambda.esm.stream.discarded"),
    files={"app.py": "meter.py"},
    wrapup={
        "en": "A shard is read in order, so one record the code cannot handle holds back everything behind it. "
        "Bisection splits a failing batch until the poison record stands alone, bounded retries make the "
        "mapping give up on it instead of blocking the shard for the record's whole retention, and an "
        "on-failure destination keeps the shard and sequence number so you can find the record and fix it at "
        "its source. Guarded writes make the retried halves harmless.",
        "ja": "シャードは順番に読まれるため、コードが扱えないレコードが 1 件あると、その後ろのすべてが止まります。"
        "二分割は失敗したバッチを毒レコードが単独になるまで分け、リトライの上限はシャードを保持期間いっぱい止める"
        "代わりにそのレコードをあきらめさせ、失敗時の送信先はシャードとシーケンス番号を残すので、レコードを見つけて"
        "発生元で直せます。保護された書き込みのおかげで、再試行される半分も害になりません。",
        "pt": "Um shard é lido em ordem, então um único registro que o código não sabe tratar segura tudo o que vem "
        "atrás dele. A divisão parte o lote que falha até o registro envenenado ficar sozinho, o limite de "
        "tentativas faz o mapeamento desistir dele em vez de travar o shard durante toda a retenção, e o destino "
        "em caso de falha guarda o shard e o número de sequência para você achar o registro e corrigi-lo na "
        "origem. Escritas protegidas tornam inofensivas as metades repetidas.",
    },
)
