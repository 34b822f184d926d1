-- Saving the portal's server-side texts is the portal translator's authority (issue 16): every
-- company's users read those texts, so no ordinary company user may write them. Databases seeded
-- before this held it for every demo user but limited and noaccess; only `translator` (seeded
-- from now on; RESEED=1 adds it to an older database) keeps it.
DELETE FROM user_authorities
WHERE pid = 'system.translation.save'
  AND user_id NOT IN (SELECT id FROM users WHERE user_name = 'translator');
