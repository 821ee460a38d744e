-- Module packs users buy with metacoin (staff-and-agents.md §3 Module pack): a pack of `count` modules drawn
-- at random from every module type, for `cost_mc`. Prices are data, not code: the rows below are the packs on
-- sale until an operator changes them (UPDATE or INSERT here; the console reads them through the packs call).
CREATE TABLE agent_module_packs (
  count integer PRIMARY KEY CHECK (count BETWEEN 1 AND 100),
  cost_mc integer NOT NULL CHECK (cost_mc >= 0)
);

INSERT INTO agent_module_packs (count, cost_mc) VALUES (3, 60), (10, 180), (25, 400);
