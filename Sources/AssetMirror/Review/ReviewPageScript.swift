/// The review page's script, inlined into every page: filters, and the choice of view.
enum ReviewPageScript {
    /// Filters: needs a look, target, direction, text. Each set carries `data-look`,
    /// `data-targets` (target indices, space-separated), `data-direction` and `data-search`
    /// (lowercased text); the grid's rows are the sets' in the same order.
    ///
    /// The address's fragment is a list of words joined by `&`: `needs-a-look` turns the first
    /// filter on, `grid` or `detail` chooses the view (the page's default otherwise: the grid
    /// above ``ReviewPageRenderer/gridDefaultAbove`` sets), `set-N` opens the detail view at that
    /// set (a set's name in the grid is a button that goes there). Choosing a view writes its word
    /// into the fragment (`history.replaceState`: no storage, no new history entry), so a reload
    /// or a shared link opens the same view. Without JavaScript both views are shown.
    ///
    /// Nothing walks the sets at load unless a filter is on: a page of hundreds of sets opens
    /// without work per set.
    static let script = """
        (function(){
        var f=document.getElementById('filters');
        var sets=document.querySelectorAll('article.set');
        var rows=document.querySelectorAll('#sets-grid .row');
        var count=document.getElementById('count');
        var views={grid:document.getElementById('sets-grid'),detail:document.getElementById('sets-detail')};
        function words(){return location.hash.replace(/^#/,'').split('&').filter(function(w){return w!=='';});}
        function show(view,remember){
        views.grid.hidden=view!=='grid';views.detail.hidden=view!=='detail';f.elements.view.value=view;
        if(!remember){return;}
        var w=words().filter(function(x){return x!=='grid'&&x!=='detail'&&x.indexOf('set-')!==0;});
        w.push(view);var h='#'+w.join('&');
        try{history.replaceState(null,'',h);}catch(e){location.replace(h);}}
        function follow(){
        var w=words(),set=w.filter(function(x){return x.indexOf('set-')===0;})[0];
        if(set&&document.getElementById(set)){show('detail');document.getElementById(set).scrollIntoView();}
        else if(w.indexOf('grid')>=0){show('grid');}else if(w.indexOf('detail')>=0){show('detail');}
        else{show(document.querySelector('main').dataset.view);}}
        function apply(){
        var look=f.elements.look.checked,t=f.elements.target.value,d=f.elements.direction.value;
        var q=f.elements.q.value.trim().toLowerCase(),shown=0;
        for(var i=0;i<sets.length;i++){var s=sets[i];
        var ok=(!look||s.dataset.look==='1')&&(t===''||(' '+s.dataset.targets+' ').indexOf(' '+t+' ')>=0)
        &&(d===''||s.dataset.direction===d)&&(q===''||s.dataset.search.indexOf(q)>=0);
        if(s.hidden===ok){s.hidden=!ok;if(rows[i]){rows[i].hidden=!ok;}}if(ok){shown++;}}
        count.textContent=shown+' of '+sets.length+' sets shown';}
        function changed(e){if(e.target.name==='view'){show(e.target.value,true);}else{apply();}}
        f.addEventListener('input',changed);f.addEventListener('change',changed);
        f.addEventListener('submit',function(e){e.preventDefault();});
        addEventListener('hashchange',follow);
        views.grid.addEventListener('click',function(e){var b=e.target.closest('button.open');if(b){location.hash=b.value;}});
        if(words().indexOf('needs-a-look')>=0){f.elements.look.checked=true;}
        follow();
        if(f.elements.look.checked||f.elements.target.value||f.elements.direction.value||f.elements.q.value){apply();}
        else{count.textContent=sets.length+' of '+sets.length+' sets shown';}
        })();
        """
}
