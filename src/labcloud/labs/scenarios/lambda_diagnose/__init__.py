"""The ``lambda-diagnose`` lab: reproduce, read and fix four Lambda faults — a wrong handler, a missing
environment variable, a timeout and an out-of-memory kill — with invoke, the REPORT line and
filter-log-events.
"""

from __future__ import annotations

from labcloud.labs.scenario import Scenario, Step
from labcloud.labs.scenarios.lambda_diagnose import checks, resources

SCENARIO = Scenario(
    name="lambda-diagnose",
    titles={
        "en": "Configure and diagnose a Lambda function",
        "ja": "Lambda 関数を設定して診断する",
        "pt": "Configurar e diagnosticar uma função Lambda",
    },
    steps=(
        Step(
            "handler",
            {
                "en": "Read Runtime.ImportModuleError and fix the handler",
                "ja": "Runtime.ImportModuleError を読み、ハンドラーを直す",
                "pt": "Ler Runtime.ImportModuleError e corrigir o handler",
            },
        ),
        Step(
            "environment",
            {
                "en": "Read an unhandled exception and set the environment",
                "ja": "未処理の例外を読み、環境変数を設定する",
                "pt": "Ler uma exceção não tratada e definir o ambiente",
            },
        ),
        Step(
            "timeout",
            {
                "en": "Find a timeout in the logs and raise the timeout",
                "ja": "ログからタイムアウトを見つけ、タイムアウトを延ばす",
                "pt": "Achar um timeout nos logs e aumentar o timeout",
            },
        ),
        Step(
            "memory",
            {
                "en": "Recognise an out-of-memory kill and give the function memory",
                "ja": "メモリ不足による強制終了を見分け、メモリを増やす",
                "pt": "Reconhecer uma morte por falta de memória e dar memória à função",
            },
        ),
    ),
    package=__name__,
    provision=resources.provision,
    deprovision=resources.deprovision,
    check=checks.check,
    observe=resources.observe,
    kind="lab",
    order=30,
    wrapup={
        "en": "Each Lambda failure has its own signature: Runtime.ImportModuleError before your code runs, an "
        "errorType with a stack trace from your code, 'Task timed out after N seconds', and "
        "Runtime.OutOfMemory with Max Memory Used at the limit. The REPORT line and filter-log-events find "
        "them; the configuration fixes them.",
        "ja": "Lambda の失敗にはそれぞれ特徴があります。コードが動く前の Runtime.ImportModuleError、コードから来る"
        "errorType とスタックトレース、'Task timed out after N seconds'、そして Max Memory Used が上限に達した"
        "Runtime.OutOfMemory です。REPORT 行と filter-log-events で見つけ、設定で直します。",
        "pt": "Cada falha do Lambda tem sua assinatura: Runtime.ImportModuleError antes de o seu código rodar, um "
        "errorType com stack trace vindo do seu código, 'Task timed out after N seconds' e "
        "Runtime.OutOfMemory com Max Memory Used no limite. A linha REPORT e o filter-log-events as "
        "encontram; a configuração as corrige.",
    },
)
