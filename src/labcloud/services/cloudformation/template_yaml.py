"""PyYAML's safe loader as CloudFormation reads templates: short-form tags, no timestamps, no duplicate keys,
numbers and booleans as mapping keys read as their text.

Imported by :func:`labcloud.services.cloudformation.template.parse` when a template is YAML.
"""

from __future__ import annotations

from typing import Any

import yaml

from labcloud.services.cloudformation.errors import template_format


class Loader(yaml.SafeLoader):
    """SafeLoader without the timestamp resolver, with the short-form tags."""


Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _short_form(loader: yaml.Loader, suffix: str, node: yaml.Node) -> dict[str, Any]:
    name = suffix if suffix in ("Ref", "Condition") else f"Fn::{suffix}"
    value: Any
    if isinstance(node, yaml.ScalarNode):
        value = loader.construct_scalar(node)
        if name == "Fn::GetAtt":
            resource, _, attribute = str(value).partition(".")
            value = [resource, attribute]
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)
    return {name: value}


Loader.add_multi_constructor("!", _short_form)


#: plain scalars CloudFormation reads as text when they are mapping keys (OpenAPI's ``200:`` responses)
_TEXT_KEYS = frozenset({"tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool"})


def _check_keys(loader: yaml.Loader, node: yaml.Node, deep: bool = False) -> dict[Any, Any]:
    if isinstance(node, yaml.MappingNode):
        node.value = [
            (yaml.ScalarNode("tag:yaml.org,2002:str", key.value, key.start_mark, key.end_mark), value)
            if isinstance(key, yaml.ScalarNode) and key.tag in _TEXT_KEYS
            else (key, value)
            for key, value in node.value
        ]
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = loader.construct_object(key_node, deep=deep)
            if key in seen:
                mark = key_node.start_mark
                raise template_format(
                    f"YAML not well-formed. Duplicate key {key!r} "
                    f"(line {mark.line + 1}, column {mark.column + 1})"
                )
            seen.add(key)
    return yaml.SafeLoader.construct_mapping(loader, node, deep=deep)


Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _check_keys)
