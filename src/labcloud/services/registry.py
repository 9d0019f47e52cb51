"""Finds each service's provider class by convention: ``labcloud.services.<pkg>.provider.PROVIDER``."""

from __future__ import annotations

import importlib

from labcloud.services.base import Provider

#: botocore service name → package under ``labcloud.services``.
PACKAGES: dict[str, str] = {
    "dynamodb": "dynamodb",
    "sqs": "sqs",
    "lambda": "lambda_",
    "logs": "logs",
    "iam": "iam",
    "sts": "sts",
    "fis": "fis",
    "dynamodbstreams": "dynamodbstreams",
    "cloudwatch": "cloudwatch",
    "s3": "s3",
    "cloudformation": "cloudformation",
}


def provider_classes() -> dict[str, type[Provider]]:
    """The provider classes that exist; a service without one answers "not implemented"."""
    found: dict[str, type[Provider]] = {}
    for service, package in PACKAGES.items():
        module_name = f"labcloud.services.{package}.provider"
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name in (module_name, f"labcloud.services.{package}"):
                continue
            raise
        found[service] = module.PROVIDER
    return found
