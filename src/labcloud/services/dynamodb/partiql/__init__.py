"""PartiQL for DynamoDB: parse a statement, translate it to the item operation it stands for, run it."""
