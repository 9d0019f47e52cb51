"""The IoT SQL of topic rules (SQL version 2016-03-23) in four stages: ``grammar.lark`` tokenizes and
``parse.py`` builds the tree (Lark), ``parse.py`` validates it into a :class:`~parse.Statement`, and
``evaluate.py`` runs a statement on one message."""
