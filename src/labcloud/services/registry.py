"""Finds each service by convention: ``labcloud.services.<pkg>.service.SERVICE`` (a service in the
shape, ``services/shape.py``) or, for a service not moved into it yet, ``<pkg>.provider.PROVIDER``."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from botocore import xform_name

from labcloud.services.base import Provider
from labcloud.services.shape import Service

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
    "apigateway": "apigateway",
    "ssm": "ssm",
    "kinesis": "kinesis",
    "kms": "kms",
    "secretsmanager": "secretsmanager",
    "stepfunctions": "stepfunctions",
    "events": "events",
    "sns": "sns",
    "apigatewayv2": "apigatewayv2",
    "scheduler": "eventscheduler",
    "apigatewaymanagementapi": "apigatewaymanagementapi",
    "ec2": "ec2",
    "pipes": "pipes",
}


def _module(package: str, name: str) -> ModuleType | None:
    module_name = f"labcloud.services.{package}.{name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name in (module_name, f"labcloud.services.{package}"):
            return None
        raise


def discover() -> dict[str, Service[Any] | type[Provider]]:
    """Each service that exists: its ``Service`` declaration, or its provider class if not moved yet.

    A service without either answers "not implemented"."""
    found: dict[str, Service[Any] | type[Provider]] = {}
    for service, package in PACKAGES.items():
        module = _module(package, "service")
        if module is not None:
            found[service] = module.SERVICE
            continue
        module = _module(package, "provider")
        if module is not None:
            found[service] = module.PROVIDER
    return found


def shaped_services() -> dict[str, Service[Any]]:
    """The services declared in the service shape."""
    return {name: found for name, found in discover().items() if isinstance(found, Service)}


def implements(found: Service[Any] | type[Provider], operation: str) -> bool:
    """Does the service answer ``operation`` itself (its table's entry, or a method named after it)?"""
    if isinstance(found, Service):
        return operation in found.operations
    return hasattr(found, xform_name(operation))
